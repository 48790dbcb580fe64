import { addWallDays, DAY_MS, type WallTime } from '@/lib/time/wall-time';

/** Spec §5: a rental lasts from just over 0 ms to one year. */
export const MAX_RENTAL_MS = 31_536_000_000;
/** Spec §9: nothing is searched for returns more than 370 days ahead. */
export const MAX_HORIZON_DAYS = 370;
/** A pick-up up to a day in the past is still read (links opened late, clocks across zones). */
export const PAST_ALLOWANCE_DAYS = 1;

export type RentWindowProblem =
  'pickup_too_early' | 'drop_off_not_after_pickup' | 'drop_off_too_late' | 'range_too_long';

export const RENT_WINDOW_MESSAGES: Record<RentWindowProblem, string> = {
  pickup_too_early: 'the pick-up is in the past',
  drop_off_not_after_pickup: 'the drop-off must be after the pick-up',
  drop_off_too_late: `the drop-off must be within ${MAX_HORIZON_DAYS} days from now`,
  range_too_long: 'a rental lasts at most one year',
};

/**
 * Whether a search's dates can be used, all on the pick-up store's wall clock (`now` and the drop-off
 * too): the pick-up lies between one day before now and the drop-off, the drop-off is no later than
 * 370 days from now, and the rental lasts at most one year. The codec falls back to defaults on a
 * problem; the API refuses the search.
 */
export function rentWindowProblem(window: {
  pickup: WallTime;
  dropOff: WallTime;
  now: WallTime;
}): RentWindowProblem | null {
  const { pickup, dropOff, now } = window;
  if (pickup < now - PAST_ALLOWANCE_DAYS * DAY_MS) return 'pickup_too_early';
  if (!(dropOff > pickup)) return 'drop_off_not_after_pickup';
  if (dropOff > addWallDays(now, MAX_HORIZON_DAYS)) return 'drop_off_too_late';
  if (dropOff - pickup > MAX_RENTAL_MS) return 'range_too_long';
  return null;
}
