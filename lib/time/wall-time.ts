import { offsetMinutes, wallClock } from '@/lib/time/zone';

/**
 * Store-local wall time. Travellers choose times on the store's clock ('2026-12-01 10:00' in Los
 * Angeles), so rules about days and opening hours work on that clock, and only availability and
 * storage need the instant. A wall time is held as the milliseconds of that clock reading taken as
 * if it were UTC: plain arithmetic on it is wall-clock arithmetic, free of DST.
 */
export type WallTime = number;

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * 'YYYY-MM-DD HH:mm' (or with a 'T', or with ':ss', which is ignored) as a wall time, or undefined
 * when it is not a real calendar date and time.
 */
export function parseWallTime(text: string): WallTime | undefined {
  const match = WALL_TIME.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Date.UTC rolls 2026-02-30 over into March; a real date reads back unchanged.
  return formatWallTime(wall) === `${match[1]}-${match[2]}-${match[3]} ${match[4]}:${match[5]}`
    ? wall
    : undefined;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The API's and the UI's form: 'YYYY-MM-DD HH:mm'. */
export function formatWallTime(wall: WallTime): string {
  const d = new Date(wall);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** The wall clock of a zone at an instant, to the minute. */
export function instantToWallTime(instant: Date, timeZone: string): WallTime {
  const w = wallClock(instant, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
}

/**
 * The instant a zone's clock shows a wall time. Two cases have no single answer, and both are
 * resolved as JavaScript's Temporal does by default ('compatible'):
 * - a time skipped by a spring-forward (02:30 on the night Los Angeles goes from 02:00 to 03:00)
 *   is moved forward by the length of the gap: 02:30 becomes 03:30 daylight time;
 * - a time that happens twice at a fall-back (01:30 in Los Angeles in November) is the first one,
 *   still on daylight time.
 */
export function wallTimeToInstant(wall: WallTime, timeZone: string): Date {
  // The offsets in force a day either side bracket the instant (zones change at most once a day).
  const before = offsetMinutes(new Date(wall - DAY_MS), timeZone);
  const after = offsetMinutes(new Date(wall + DAY_MS), timeZone);
  if (before === after) return new Date(wall - before * MINUTE_MS); // no change near: the usual case
  const matches = [before, after]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((instant) => instantToWallTime(new Date(instant), timeZone) === wall)
    .sort((a, b) => a - b);
  return new Date(matches[0] ?? wall - before * MINUTE_MS);
}

/** Midnight of the wall time's date. */
export const startOfWallDay = (wall: WallTime): WallTime => wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);

export const addWallDays = (wall: WallTime, days: number): WallTime => wall + days * DAY_MS;

/** 0 is Sunday, as in stores.opening_hours. */
export const wallWeekday = (wall: WallTime): number => new Date(wall).getUTCDay();

/** 'HH:mm' of the wall time. */
export const wallClockText = (wall: WallTime): string => formatWallTime(wall).slice(11);

/**
 * Rental days: started 24-hour periods on the store's wall clock, at least one. Counting on the wall
 * clock makes 10:00 → 10:00 one day even across a DST night that has 23 or 25 real hours.
 */
export function rentalDays(pickup: WallTime, dropoff: WallTime): number {
  return Math.max(1, Math.ceil((dropoff - pickup) / DAY_MS));
}
