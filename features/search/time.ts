import { dateTimeFormat } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { isAfterHours, type OpeningHours } from '@/lib/stores/after-hours';
import { parseWallTime, wallWeekday } from '@/lib/time/wall-time';
import { offsetMinutes } from '@/lib/time/zone';

/** Pick-up and drop-off times: every 30 minutes from 00:00 to 23:30. */
export const TIME_STEP_MINUTES = 30;

const pad = (value: number) => String(value).padStart(2, '0');

/** 'HH:mm' values of the time selects; a time a deep link brought (09:45) is kept in its place. */
export function timeValues(keep?: string): string[] {
  const values: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += TIME_STEP_MINUTES) {
    values.push(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
  }
  if (keep && /^\d{2}:\d{2}$/.test(keep) && !values.includes(keep)) values.push(keep);
  return values.sort();
}

/** 'HH:mm' in the language's own style: '10:00 AM', '10:00', '上午10:00'. */
export function timeLabel(value: string, lang: Lang): string {
  const [hour = 0, minute = 0] = value.split(':').map(Number);
  return dateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hour, minute)),
  );
}

/** The zone's offset at an instant as travellers read it: 'UTC−8', 'UTC+7', 'UTC+5:30', 'UTC'. */
export function utcOffsetLabel(instant: Date, timeZone: string): string {
  const minutes = offsetMinutes(instant, timeZone);
  if (minutes === 0) return 'UTC';
  const abs = Math.abs(minutes);
  const sign = minutes < 0 ? '\u2212' : '+';
  return `UTC${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${pad(abs % 60)}` : ''}`;
}

/** A time option of a store's day: outside its opening hours the out-of-hours fee applies. */
export type TimeOption = { value: string; outOfHours: boolean };

/**
 * The time options of a store on a date ('YYYY-MM-DD' on its clock): every half hour, each marked
 * inside or outside the day's opening hours by the rule pricing uses (isAfterHours), so the form
 * says before searching what the price will add. Without hours or a date, none is marked.
 */
export function timeOptions(
  hours: OpeningHours | undefined,
  date: string | undefined,
  keep?: string,
): TimeOption[] {
  return timeValues(keep).map((value) => {
    const wall = hours && date ? parseWallTime(`${date} ${value}`) : undefined;
    return { value, outOfHours: wall !== undefined && isAfterHours(wall, hours!) };
  });
}

/**
 * The day's opening hours in the language's style ('8:00 AM–8:00 PM'), or null when closed.
 * `labels`: time labels already written (SearchPreformatted), read before Intl is asked.
 */
export function hoursText(
  hours: OpeningHours,
  date: string,
  lang: Lang,
  labels: Record<string, string> = {},
): string | null {
  const wall = parseWallTime(`${date} 00:00`);
  if (wall === undefined) return null;
  const day = wallWeekday(wall);
  const entries = hours.filter((entry) => entry.day === day);
  if (entries.length === 0) return null;
  const label = (value: string) => labels[value] ?? timeLabel(value, lang);
  return entries
    .map((entry) => `${label(entry.open)}–${label(entry.close === '24:00' ? '00:00' : entry.close)}`)
    .join(', ');
}
