import type { StoreInfo } from '@/lib/api/contract/common';

export type HoursRow = { days: number[]; hours: { open: string; close: string } | null };

// Monday first, as timetables are read; day numbers are the API's (0 is Sunday).
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/**
 * A store's week folded into runs of consecutive days with the same hours, e.g.
 * Mon–Sat 09:00–19:00, Sun 10:00–17:00. A day missing from the table is closed.
 */
export function foldOpeningHours(table: StoreInfo['opening_hours']): HoursRow[] {
  const rows: HoursRow[] = [];
  for (const day of WEEK) {
    const entry = table.find((hours) => hours.day === day);
    const hours = entry ? { open: entry.open, close: entry.close } : null;
    const last = rows.at(-1);
    if (last && last.hours?.open === hours?.open && last.hours?.close === hours?.close) last.days.push(day);
    else rows.push({ days: [day], hours });
  }
  return rows;
}
