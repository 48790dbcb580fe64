import { wallClockText, wallWeekday, type WallTime } from '../time/wall-time';

/**
 * A store's weekly hours on its own clock; day 0 is Sunday. A day may have several entries (a lunch
 * break), a day without one is closed, and hours past midnight are written as two entries
 * ('22:00'–'24:00' and the next day '00:00'–'02:00').
 */
export type OpeningHours = readonly { day: number; open: string; close: string }[];

/**
 * Whether a pick-up or return at this wall time falls outside the day's opening hours. Both ends
 * count as open: a car can be collected at opening time and returned at closing time.
 */
export function isAfterHours(wall: WallTime, hours: OpeningHours): boolean {
  const day = wallWeekday(wall);
  const time = wallClockText(wall); // 'HH:mm' compares correctly as text
  return !hours.some((entry) => entry.day === day && entry.open <= time && time <= entry.close);
}
