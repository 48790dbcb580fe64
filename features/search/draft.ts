import { parseWallTime, rentalDays, wallTimeToInstant } from '@/lib/time/wall-time';
import { decodeRentInfo, rentInfoQueryString, type RentInfo } from '@/lib/rent-info/codec';
import type { SearchDraft } from '@/lib/rent-info/search-draft-schema';
import type { StoreLookup } from '@/lib/rent-info/store-lookup';
import { lookupSearchStore, type SearchStores } from './store-options';

/** The form's values for a search: the dates and times apart, the return elsewhere when the stores differ. */
export function draftOf(info: RentInfo): SearchDraft {
  const [start, pickupTime = '10:00'] = info.pickup_date_time.split(' ');
  const [end, dropOffTime = '10:00'] = info.drop_off_date_time.split(' ');
  return {
    pickup: info.pickup_location,
    dropOff: info.drop_off_location,
    returnElsewhere: info.drop_off_location !== info.pickup_location,
    dates: start && end ? { start, end } : null,
    pickupTime,
    dropOffTime,
    age: info.driver_age,
  };
}

/** The store the car goes back to: the drop-off store only when returning elsewhere. */
export const dropOffCodeOf = (draft: SearchDraft): string =>
  draft.returnElsewhere ? draft.dropOff : draft.pickup;

/** A search's identity: a form keyed by it starts again when the search it starts from changes. */
export const searchKey = (info: RentInfo): string =>
  [
    info.pickup_location,
    info.drop_off_location,
    info.pickup_date_time,
    info.drop_off_date_time,
    info.driver_age,
  ].join('|');

/** Rental days of the chosen dates and times, or null while they do not make a rental. */
export function rentalLength(draft: SearchDraft, lookupStore: StoreLookup): number | null {
  const pickupStore = lookupStore(draft.pickup);
  const dropOffStore = lookupStore(dropOffCodeOf(draft));
  if (!pickupStore || !dropOffStore || !draft.dates) return null;
  const pickup = parseWallTime(`${draft.dates.start} ${draft.pickupTime}`);
  const dropOff = parseWallTime(`${draft.dates.end} ${draft.dropOffTime}`);
  if (pickup === undefined || dropOff === undefined) return null;
  const pickupInstant = wallTimeToInstant(pickup, pickupStore.timeZone).getTime();
  const dropOffInstant = wallTimeToInstant(dropOff, dropOffStore.timeZone).getTime();
  if (dropOffInstant <= pickupInstant) return null;
  // Counted on the pick-up store's wall clock, as the codec and the price do.
  return rentalDays(pickup, pickup + (dropOffInstant - pickupInstant));
}

/** The remembered search, read through the codec so a stale one keeps its stores and age but not past dates. */
export function restoredSearch(last: RentInfo | null, stores: SearchStores): RentInfo | null {
  if (!last) return null;
  try {
    return decodeRentInfo(rentInfoQueryString(last), {
      now: new Date(),
      lookupStore: lookupSearchStore(stores),
    });
  } catch {
    return null;
  }
}
