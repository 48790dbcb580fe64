import { UTM_KEYS } from '@/lib/cookies';
import type { CarListQuery } from '@/lib/api/contract/car';
import {
  addWallDays,
  formatWallTime,
  instantToWallTime,
  parseWallTime,
  rentalDays,
  startOfWallDay,
  wallTimeToInstant,
  type WallTime,
} from '@/lib/time/wall-time';
import { DEFAULT_AGE_BAND, readAgeBand, type AgeBand } from './driver-age';
import { LIST_VIEW_KEY_NAMES } from './list-view-keys';
import {
  queryEntries,
  queryReader,
  readSearchFields,
  type QueryInput,
  type SearchFields,
} from './query-fields';
import type { StoreFacts, StoreLookup } from './store-lookup';
import { rentWindowProblem, type RentWindowProblem } from './window';

/** The search criteria (spec §3 rent info); times are on each store's own clock. */
export type RentInfo = {
  pickup_location: string;
  drop_off_location: string;
  /** 'YYYY-MM-DD HH:mm' on the pick-up store's clock */
  pickup_date_time: string;
  /** 'YYYY-MM-DD HH:mm' on the drop-off store's clock */
  drop_off_date_time: string;
  driver_age: AgeBand;
};

export type { QueryInput };

export type DecodedRentInfo = RentInfo & { /** rental days */ rent_duration: number };

export const DEFAULT_STORE = 'LAX01';
/** Spec §5: a missing pick-up is 7 days from now and a missing drop-off 14, both at 10:00. */
export const DEFAULT_PICKUP_DAYS = 7;
export const DEFAULT_DROP_OFF_DAYS = 14;
export const DEFAULT_TIME = '10:00';
const DEFAULT_TIME_MS = 10 * 60 * 60_000;

export type DecodeOptions = {
  now: Date;
  /** finds a store by code or alias; the codec stays pure (storeLookupFromConfig builds one) */
  lookupStore: StoreLookup;
  /** stores from the /book/{store_info} path, which win over the query */
  path?: { pickup?: string; dropOff?: string };
};

/**
 * Reads a search from a URL query, field by field, falling back to defaults (spec §5):
 * - the readable parameters (pickup, dropoff, from, to, age), or else the encoded `rent_info`;
 * - the pick-up store must be known, else `default_store` (4 or more letters or digits) or LAX01;
 *   the drop-off store must be known and allowed by the pick-up store, else it is the pick-up store;
 * - the dates are used together or not at all: the pick-up must parse (a date alone means 10:00) and
 *   lie between one day before now and the drop-off, the drop-off no later than 370 days from now,
 *   at most a year after the pick-up; otherwise pick-up in 7 days and drop-off in 14, at 10:00 on the
 *   pick-up store's clock. A missing drop-off is the default one, or 7 days after a later pick-up;
 * - the driver age is a band, or the first two digits of a number; unreadable is age 30 (25-75).
 */
export function decodeRentInfo(query: QueryInput, options: DecodeOptions): DecodedRentInfo {
  return decodeRentInfoReport(query, options).rentInfo;
}

/**
 * Why the dates a link asked for were not used: they could not be read, or broke a rule of the rent
 * window (in the past, the drop-off not after the pick-up, too far ahead, longer than a year).
 */
export type DatesReplaced = 'unreadable' | RentWindowProblem;

/**
 * decodeRentInfo, saying whether the link's dates were replaced by the defaults (a link without
 * dates is not 'replaced') and whether its drop-off store was refused (a store the pick-up store
 * does not allow: the car goes back to the pick-up store), so the page can say so and show the
 * search in use in its address.
 */
export function decodeRentInfoReport(
  query: QueryInput,
  options: DecodeOptions,
): {
  rentInfo: DecodedRentInfo;
  datesReplaced: DatesReplaced | null;
  /** the drop-off store the link asked for, when it is a store the pick-up store does not allow */
  dropOffRefused: string | null;
} {
  const get = queryReader(query);
  const fields = readSearchFields(get);
  const fallbackStore = knownStore(readDefaultStore(get('default_store')), options.lookupStore);
  const pickup =
    knownStore(options.path?.pickup ?? fields.pickup, options.lookupStore) ??
    fallbackStore ??
    options.lookupStore(DEFAULT_STORE);
  if (!pickup) throw new Error(`the default store ${DEFAULT_STORE} is unknown to the store lookup`);
  const dropOffCandidate = knownStore(options.path?.dropOff ?? fields.dropOff, options.lookupStore);
  const allowed =
    dropOffCandidate && (!pickup.dropStoreAllow || pickup.dropStoreAllow.includes(dropOffCandidate.code));
  const dropOff = allowed ? dropOffCandidate : pickup;
  const dropOffRefused =
    dropOffCandidate && !allowed && dropOffCandidate.code !== pickup.code ? dropOffCandidate.code : null;

  const dates = readDates(fields, pickup, dropOff, options.now);
  const rentInfo: DecodedRentInfo = {
    pickup_location: pickup.code,
    drop_off_location: dropOff.code,
    pickup_date_time: formatWallTime(dates.pickup),
    drop_off_date_time: formatWallTime(dates.dropOff),
    driver_age: fields.age === undefined ? DEFAULT_AGE_BAND : readAgeBand(fields.age),
    rent_duration: rentalDays(dates.pickup, dates.dropOffOnPickupClock),
  };
  return { rentInfo, datesReplaced: dates.replaced, dropOffRefused };
}

/** The default search at a store: pick-up in 7 days, drop-off in 14, at 10:00 on its clock. */
export function defaultRentInfo(options: { now: Date; store: StoreFacts }): DecodedRentInfo {
  const today = startOfWallDay(instantToWallTime(options.now, options.store.timeZone));
  const pickup = addWallDays(today, DEFAULT_PICKUP_DAYS) + DEFAULT_TIME_MS;
  const dropOff = addWallDays(today, DEFAULT_DROP_OFF_DAYS) + DEFAULT_TIME_MS;
  return {
    pickup_location: options.store.code,
    drop_off_location: options.store.code,
    pickup_date_time: formatWallTime(pickup),
    drop_off_date_time: formatWallTime(dropOff),
    driver_age: DEFAULT_AGE_BAND,
    rent_duration: rentalDays(pickup, dropOff),
  };
}

/**
 * The readable link of a search, e.g. pickup=LAX01&dropoff=SFO01&from=2026-12-01T10:00&to=…&age=21.
 * The drop-off store is left out when it is the pick-up store, and the age when it is the default;
 * the utm keys of `keep` (spec §9) and the car list's filters and sort are carried over, so every
 * step of the flow leads back to the list as the traveller left it.
 */
export function encodeRentInfo(info: RentInfo, keep?: QueryInput): URLSearchParams {
  const params = new URLSearchParams({ pickup: info.pickup_location });
  if (info.drop_off_location !== info.pickup_location) params.set('dropoff', info.drop_off_location);
  params.set('from', linkTime(info.pickup_date_time));
  params.set('to', linkTime(info.drop_off_date_time));
  if (info.driver_age !== DEFAULT_AGE_BAND) params.set('age', info.driver_age);
  if (keep) {
    const get = queryReader(keep);
    for (const key of UTM_KEYS) {
      const value = get(key);
      if (value) params.set(key, value);
    }
    for (const [key, value] of queryEntries(keep)) {
      if (value && LIST_VIEW_KEY_NAMES.includes(key)) params.append(key, value);
    }
  }
  return params;
}

/** The same as a query string to put after '?', with ':' left readable (it needs no escaping there). */
export function rentInfoQueryString(info: RentInfo, keep?: QueryInput): string {
  return [...encodeRentInfo(info, keep)]
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value).replace(/%3A/gi, ':')}`)
    .join('&');
}

/** The spec's encoded form: the value of a `rent_info` query parameter (JSON; URLSearchParams escapes it). */
export function encodeRentInfoParam(info: RentInfo): string {
  const { pickup_location, drop_off_location, pickup_date_time, drop_off_date_time, driver_age } = info;
  return JSON.stringify({
    pickup_location,
    drop_off_location,
    pickup_date_time,
    drop_off_date_time,
    driver_age,
  });
}

/** The car-list API query of a search (the API reads age bands itself). */
export function toCarListQuery(info: RentInfo): CarListQuery {
  return {
    pickup_location: info.pickup_location,
    drop_off_location: info.drop_off_location,
    pickup_date_time: info.pickup_date_time,
    drop_off_date_time: info.drop_off_date_time,
    driver_age: info.driver_age,
  };
}

/** Spec §5: default_store counts only with at least 4 letters or digits. */
function readDefaultStore(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  return value && /^[A-Za-z0-9]{4,}$/.test(value) ? value : undefined;
}

function knownStore(code: string | undefined, lookup: StoreLookup): StoreFacts | undefined {
  return code && /^[A-Za-z0-9]{2,16}$/.test(code.trim()) ? lookup(code) : undefined;
}

/** A link time: 'YYYY-MM-DDTHH:mm', 'YYYY-MM-DD HH:mm' or a date alone, which means 10:00. */
function parseLinkTime(raw: string | undefined): WallTime | undefined {
  if (raw === undefined) return undefined;
  const text = raw.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? parseWallTime(`${text} ${DEFAULT_TIME}`) : parseWallTime(text);
}

/** 'YYYY-MM-DD HH:mm' → 'YYYY-MM-DDTHH:mm': no space to escape in a link. */
const linkTime = (wallTime: string) => wallTime.replace(' ', 'T');

function readDates(fields: SearchFields, pickupStore: StoreFacts, dropOffStore: StoreFacts, now: Date) {
  const zone = pickupStore.timeZone;
  const nowWall = instantToWallTime(now, zone);
  const today = startOfWallDay(nowWall);
  const defaultPickup = addWallDays(today, DEFAULT_PICKUP_DAYS) + DEFAULT_TIME_MS;
  const defaultDropOff = addWallDays(today, DEFAULT_DROP_OFF_DAYS) + DEFAULT_TIME_MS;
  // The drop-off is read on its store's clock and compared on the pick-up store's; defaults are
  // 10:00 on each store's own clock.
  const onPickupClock = (dropOff: WallTime) =>
    dropOffStore.timeZone === zone
      ? dropOff
      : instantToWallTime(wallTimeToInstant(dropOff, dropOffStore.timeZone), zone);

  const pickup = parseLinkTime(fields.from);
  const dropOff =
    fields.to === undefined && pickup !== undefined
      ? defaultDropOff > pickup
        ? defaultDropOff
        : addWallDays(pickup, DEFAULT_DROP_OFF_DAYS - DEFAULT_PICKUP_DAYS)
      : parseLinkTime(fields.to);
  let replaced: DatesReplaced | null = null;
  if (pickup !== undefined && dropOff !== undefined) {
    const dropOffOnPickupClock = onPickupClock(dropOff);
    const problem = rentWindowProblem({ pickup, dropOff: dropOffOnPickupClock, now: nowWall });
    if (!problem) return { pickup, dropOff, dropOffOnPickupClock, replaced };
    replaced = problem;
  } else if (fields.from !== undefined || fields.to !== undefined) {
    replaced = 'unreadable';
  }
  return {
    pickup: defaultPickup,
    dropOff: defaultDropOff,
    dropOffOnPickupClock: onPickupClock(defaultDropOff),
    replaced,
  };
}
