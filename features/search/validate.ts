import {
  formatWallTime,
  instantToWallTime,
  parseWallTime,
  startOfWallDay,
  wallTimeToInstant,
  type WallTime,
} from '@/lib/pricing/wall-time';
import type { RentInfo } from '@/lib/rent-info/codec';
import type { AgeBand } from '@/lib/rent-info/driver-age';
import type { StoreLookup } from '@/lib/rent-info/store-lookup';
import { rentWindowProblem } from '@/lib/rent-info/window';

/** What the form holds: dates as 'YYYY-MM-DD' (null until chosen), times as 'HH:mm', on each store's clock. */
export type SearchDraft = {
  pickup: string;
  dropOff: string;
  returnElsewhere: boolean;
  startDate: string | null;
  endDate: string | null;
  pickupTime: string;
  dropOffTime: string;
  age: AgeBand;
};

export type SearchField = 'pickup' | 'dropOff' | 'dates' | 'pickupTime' | 'dropOffTime';
export type SearchProblem =
  | 'pickupRequired'
  | 'dropOffRequired'
  | 'dropOffNotAllowed'
  | 'datesRequired'
  | 'pickupPast'
  | 'dropOffNotAfterPickup'
  | 'dropOffTooLate'
  | 'rangeTooLong';
export type SearchErrors = Partial<Record<SearchField, SearchProblem>>;

export type SearchCheck = { errors: SearchErrors; info: RentInfo | null };

/**
 * The form's rules (spec §5), stricter than the codec's so that every search the form sends is one
 * the codec and the API accept as it is: both stores known and the return allowed (drop_store_allow);
 * the pick-up not before now on the pick-up store's clock; the drop-off after the pick-up, within
 * 370 days from now and at most a year after the pick-up (compared on the pick-up store's clock).
 * Each problem is put on the field the traveller has to change.
 */
export function checkSearch(
  draft: SearchDraft,
  options: { now: Date; lookupStore: StoreLookup },
): SearchCheck {
  const errors: SearchErrors = {};
  const pickupStore = draft.pickup ? options.lookupStore(draft.pickup) : undefined;
  const dropOffCode = draft.returnElsewhere ? draft.dropOff : draft.pickup;
  const dropOffStore = dropOffCode ? options.lookupStore(dropOffCode) : undefined;

  if (!pickupStore) errors.pickup = 'pickupRequired';
  if (!dropOffStore) {
    if (pickupStore) errors.dropOff = 'dropOffRequired';
  } else if (
    pickupStore?.dropStoreAllow &&
    !allows(pickupStore.dropStoreAllow, pickupStore.code, dropOffStore.code)
  ) {
    errors.dropOff = 'dropOffNotAllowed';
  }

  const pickup = draft.startDate ? parseWallTime(`${draft.startDate} ${draft.pickupTime}`) : undefined;
  const dropOff = draft.endDate ? parseWallTime(`${draft.endDate} ${draft.dropOffTime}`) : undefined;
  if (pickup === undefined || dropOff === undefined) {
    errors.dates = 'datesRequired';
  } else if (pickupStore) {
    const zone = pickupStore.timeZone;
    const now = instantToWallTime(options.now, zone);
    const dropOffOnPickupClock: WallTime =
      dropOffStore && dropOffStore.timeZone !== zone
        ? instantToWallTime(wallTimeToInstant(dropOff, dropOffStore.timeZone), zone)
        : dropOff;
    const sameDay = draft.startDate === draft.endDate;
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

  if (Object.keys(errors).length > 0 || !pickupStore || !dropOffStore || !pickup || !dropOff) {
    return { errors, info: null };
  }
  return {
    errors,
    info: {
      pickup_location: pickupStore.code,
      drop_off_location: dropOffStore.code,
      pickup_date_time: formatWallTime(pickup),
      drop_off_date_time: formatWallTime(dropOff),
      driver_age: draft.age,
    },
  };
}

const allows = (allowList: readonly string[], pickup: string, dropOff: string) =>
  dropOff === pickup || allowList.includes(dropOff);
