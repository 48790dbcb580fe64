import type { CarSearch, SearchedRentInfo } from '@/lib/api/contract/car';
import { ageNotAllowedMessage, driverAgeRefusal } from '@/lib/rent-info/driver-age-rules';
import { isAfterHours } from '@/lib/stores/after-hours';
import {
  formatWallTime,
  instantToWallTime,
  parseWallTime,
  rentalDays,
  wallTimeToInstant,
  type WallTime,
} from '@/lib/time/wall-time';
import { RENT_WINDOW_MESSAGES, rentWindowProblem } from '@/lib/rent-info/window';
import type { Db } from '../../db/client';
import { ApiError, paramsErrorAt } from '../errors';
import type { Interval } from '../holds';
import { cachedReference } from './reference-cache';
import { loadSearchStores, type SearchStore } from './stores';

/** A search that passed every rule: its stores, instants and the facts pricing needs. */
export type ResolvedSearch = {
  pickupStore: SearchStore;
  dropOffStore: SearchStore;
  /** [pick-up, drop-off) as instants: what holds and availability use */
  interval: Interval;
  days: number;
  driverAge: number;
  afterHours: { pickup: boolean; dropOff: boolean };
  rentInfo: SearchedRentInfo;
};

const storesOfSearch = cachedReference((db: Db, pickup: string, dropOff: string, year: number) =>
  loadSearchStores(db, [...new Set([pickup, dropOff])], year),
);

type WallFacts = {
  pickupWall: WallTime;
  dropOffWall: WallTime;
  interval: Interval;
  /** the drop-off on the pick-up store's clock */
  dropOffOnPickupClock: WallTime;
  afterHours: { pickup: boolean; dropOff: boolean };
  days: number;
};

/** Wall-clock facts of a search remembered per store lookup (they take a few Intl calls each). */
const MAX_WALL_FACTS = 2_000;
const wallFactsOf = new WeakMap<Map<string, SearchStore>, Map<string, WallFacts>>();

/**
 * What a search's times mean at its stores: instants, day count and after-hours. Nothing here
 * depends on the moment of the search, so the facts are kept as long as the stores they were
 * worked out from (the store lookup is reference data).
 */
function wallFacts(
  found: Map<string, SearchStore>,
  pickupStore: SearchStore,
  dropOffStore: SearchStore,
  search: CarSearch,
): WallFacts {
  let facts = wallFactsOf.get(found);
  if (!facts) wallFactsOf.set(found, (facts = new Map()));
  const key = `${search.pickup_date_time}|${search.drop_off_date_time}`;
  const known = facts.get(key);
  if (known) return known;

  // The contract already checked both are real 'YYYY-MM-DD HH:mm' times.
  const pickupWall = parseWallTime(search.pickup_date_time)!;
  const dropOffWall = parseWallTime(search.drop_off_date_time)!;
  const zone = pickupStore.timeZone;
  const interval = {
    start: wallTimeToInstant(pickupWall, zone),
    end: wallTimeToInstant(dropOffWall, dropOffStore.timeZone),
  };
  // Day counts and the window are on the pick-up store's clock, where the drop-off is converted
  // when the stores keep different time (no allowed one-way pair does today).
  const dropOffOnPickupClock: WallTime =
    dropOffStore.timeZone === zone ? dropOffWall : instantToWallTime(interval.end, zone);
  const worked: WallFacts = {
    pickupWall,
    dropOffWall,
    interval,
    dropOffOnPickupClock,
    afterHours: {
      pickup: isAfterHours(pickupWall, pickupStore.info.opening_hours),
      dropOff: isAfterHours(dropOffWall, dropOffStore.info.opening_hours),
    },
    days: rentalDays(pickupWall, dropOffOnPickupClock),
  };
  if (facts.size >= MAX_WALL_FACTS) facts.clear();
  facts.set(key, worked);
  return worked;
}

/**
 * Checks a search against the stores' rules, in the order a traveller would fix them: known stores,
 * sensible dates (spec §5 window), a drop-off store the pick-up store allows, an allowed age.
 */
export async function resolveSearch(db: Db, search: CarSearch, now: Date): Promise<ResolvedSearch> {
  const dropOffCode = search.drop_off_location ?? search.pickup_location;
  const found = await storesOfSearch(db, search.pickup_location, dropOffCode, now.getUTCFullYear());
  const pickupStore = found.get(search.pickup_location);
  const dropOffStore = found.get(dropOffCode);
  if (!pickupStore) throw paramsErrorAt('pickup_location', 'unknown store');
  if (!dropOffStore) throw paramsErrorAt('drop_off_location', 'unknown store');

  const { pickupWall, dropOffWall, interval, dropOffOnPickupClock, afterHours, days } = wallFacts(
    found,
    pickupStore,
    dropOffStore,
    search,
  );
  const zone = pickupStore.timeZone;
  let problem = rentWindowProblem({
    pickup: pickupWall,
    dropOff: dropOffOnPickupClock,
    now: instantToWallTime(now, zone),
  });
  // On a spring-forward night 02:30 → 03:00 looks forward on the wall but runs backwards in time.
  if (!problem && !(interval.end > interval.start)) problem = 'drop_off_not_after_pickup';
  if (problem) {
    throw paramsErrorAt(
      problem === 'pickup_too_early' ? 'pickup_date_time' : 'drop_off_date_time',
      RENT_WINDOW_MESSAGES[problem],
    );
  }

  if (!pickupStore.info.drop_store_allow.includes(dropOffStore.info.value)) {
    throw new ApiError('drop_store_not_allowed', {
      pickup_location: pickupStore.info.value,
      drop_store_allow: pickupStore.info.drop_store_allow,
    });
  }
  const refusal = driverAgeRefusal(search.driver_age, pickupStore.fees);
  if (refusal) throw new ApiError('age_not_allowed', refusal, ageNotAllowedMessage(refusal));

  return {
    pickupStore,
    dropOffStore,
    interval,
    days,
    driverAge: search.driver_age,
    afterHours,
    rentInfo: {
      pickup_location: pickupStore.info.value,
      drop_off_location: dropOffStore.info.value,
      pickup_date_time: formatWallTime(pickupWall),
      drop_off_date_time: formatWallTime(dropOffWall),
      driver_age: search.driver_age,
      rent_duration: days,
      pickup_after_hours: afterHours.pickup,
      drop_off_after_hours: afterHours.dropOff,
    },
  };
}
