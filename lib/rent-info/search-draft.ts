import {
  formatWallTime,
  instantToWallTime,
  parseWallTime,
  startOfWallDay,
  wallTimeToInstant,
  type WallTime,
} from '@/lib/time/wall-time';
import { driverAgeRefusal } from '@/lib/rent-info/driver-age-rules';
import type { RentInfo } from './codec';
import { ageOfBand } from './driver-age';
import type { SearchDraft } from './search-draft-schema';
import type { StoreFacts, StoreLookup } from './store-lookup';
import { rentWindowProblem } from './window';

/** The fields a problem can be put on: the dates are one field (one picker). */
export type SearchField = 'pickup' | 'dropOff' | 'dates' | 'pickupTime' | 'dropOffTime' | 'age';

export const SEARCH_PROBLEMS = [
  'pickupRequired',
  'dropOffRequired',
  'dropOffNotAllowed',
  'datesRequired',
  'pickupPast',
  'dropOffNotAfterPickup',
  'dropOffTooLate',
  'rangeTooLong',
  'ageNotAllowed',
] as const;
export type SearchProblem = (typeof SEARCH_PROBLEMS)[number];
export type SearchErrors = Partial<Record<SearchField, SearchProblem>>;

export const isSearchProblem = (value: unknown): value is SearchProblem =>
  (SEARCH_PROBLEMS as readonly unknown[]).includes(value);

export type SearchRuleOptions = { now: Date; lookupStore: StoreLookup };

/**
 * The search form's rules (spec §5), stricter than the codec's so that every search the form sends
 * is one the codec and the API accept as it is: both stores known and the return allowed
 * (drop_store_allow); the pick-up not before now on the pick-up store's clock; the drop-off after
 * the pick-up, within 370 days from now and at most a year after the pick-up (compared on the
 * pick-up store's clock); the driver's age within the pick-up store's range. Each problem is put on
 * the field the traveller has to change.
 */
export function searchProblems(draft: SearchDraft, options: SearchRuleOptions): SearchErrors {
  const errors: SearchErrors = {};
  const { pickupStore, dropOffStore } = storesOf(draft, options.lookupStore);

  if (!pickupStore) errors.pickup = 'pickupRequired';
  if (!dropOffStore) {
    if (pickupStore) errors.dropOff = 'dropOffRequired';
  } else if (
    pickupStore?.dropStoreAllow &&
    !allows(pickupStore.dropStoreAllow, pickupStore.code, dropOffStore.code)
  ) {
    errors.dropOff = 'dropOffNotAllowed';
  }

  // The pick-up store's age range (spec §5 'the store allows drivers ages {min}-{max}'), checked
  // here so the form refuses what the store would, before searching.
  const ages = pickupStore?.driverAge;
  if (ages && driverAgeRefusal(ageOfBand(draft.age), { minDriverAge: ages.min, maxDriverAge: ages.max })) {
    errors.age = 'ageNotAllowed';
  }

  const { pickup, dropOff } = wallTimesOf(draft);
  if (pickup === undefined || dropOff === undefined) {
    errors.dates = 'datesRequired';
  } else if (pickupStore) {
    const zone = pickupStore.timeZone;
    const now = instantToWallTime(options.now, zone);
    const dropOffOnPickupClock: WallTime =
      dropOffStore && dropOffStore.timeZone !== zone
        ? instantToWallTime(wallTimeToInstant(dropOff, dropOffStore.timeZone), zone)
        : dropOff;
    const sameDay = draft.dates?.start === draft.dates?.end;
    if (pickup < now) {
      // A date before today is the date's fault; today at a time already gone is the time's.
      errors[startOfWallDay(pickup) < startOfWallDay(now) ? 'dates' : 'pickupTime'] = 'pickupPast';
    } else if (!(dropOffOnPickupClock > pickup)) {
      errors[sameDay ? 'dropOffTime' : 'dates'] = 'dropOffNotAfterPickup';
    } else {
      const problem = rentWindowProblem({ pickup, dropOff: dropOffOnPickupClock, now });
      if (problem === 'drop_off_too_late') errors.dates = 'dropOffTooLate';
      else if (problem === 'range_too_long') errors.dates = 'rangeTooLong';
    }
  }
  return errors;
}

/** A draft judged by the rules: the search it stands for, or its problems, each on its field. */
export type SearchJudgement = { ok: true; search: RentInfo } | { ok: false; problems: SearchErrors };

export function judgeSearchDraft(draft: SearchDraft, options: SearchRuleOptions): SearchJudgement {
  const problems = searchProblems(draft, options);
  return Object.keys(problems).length > 0
    ? { ok: false, problems }
    : { ok: true, search: rentInfoOfDraft(draft, options.lookupStore) };
}

/** The search a draft without problems stands for, with the stores' canonical codes. */
export function rentInfoOfDraft(draft: SearchDraft, lookupStore: StoreLookup): RentInfo {
  const { pickupStore, dropOffStore } = storesOf(draft, lookupStore);
  const { pickup, dropOff } = wallTimesOf(draft);
  if (!pickupStore || !dropOffStore || pickup === undefined || dropOff === undefined) {
    throw new Error('rentInfoOfDraft: the draft has problems (check searchProblems first)');
  }
  return {
    pickup_location: pickupStore.code,
    drop_off_location: dropOffStore.code,
    pickup_date_time: formatWallTime(pickup),
    drop_off_date_time: formatWallTime(dropOff),
    driver_age: draft.age,
  };
}

function storesOf(
  draft: SearchDraft,
  lookupStore: StoreLookup,
): { pickupStore?: StoreFacts; dropOffStore?: StoreFacts } {
  const dropOffCode = draft.returnElsewhere ? draft.dropOff : draft.pickup;
  return {
    pickupStore: draft.pickup ? lookupStore(draft.pickup) : undefined,
    dropOffStore: dropOffCode ? lookupStore(dropOffCode) : undefined,
  };
}

function wallTimesOf(draft: SearchDraft): { pickup?: WallTime; dropOff?: WallTime } {
  if (!draft.dates) return {};
  return {
    pickup: parseWallTime(`${draft.dates.start} ${draft.pickupTime}`),
    dropOff: parseWallTime(`${draft.dates.end} ${draft.dropOffTime}`),
  };
}

const allows = (allowList: readonly string[], pickup: string, dropOff: string) =>
  dropOff === pickup || allowList.includes(dropOff);
