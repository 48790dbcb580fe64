import {
  addWallDays,
  formatWallTime,
  instantToWallTime,
  parseWallTime,
  startOfWallDay,
  wallTimeToInstant,
} from '@/lib/time/wall-time';
import type { Interval } from '@/server/domain/holds';

/** Searches in these tests are made on the Los Angeles stores' clock (LAX01, SFO01). */
export const LA = 'America/Los_Angeles';
const today = startOfWallDay(instantToWallTime(new Date(), LA));

/** 'YYYY-MM-DD HH:mm' on the Los Angeles clock, `days` from today. */
export const on = (days: number, time = '10:00') =>
  `${formatWallTime(addWallDays(today, days)).slice(0, 10)} ${time}`;

/** The instants of two 'YYYY-MM-DD HH:mm' wall times of a zone (Los Angeles by default). */
export const interval = (from: string, to: string, zone = LA): Interval => ({
  start: wallTimeToInstant(parseWallTime(from)!, zone),
  end: wallTimeToInstant(parseWallTime(to)!, zone),
});
