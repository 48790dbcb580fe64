import { intlLocale } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
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
  return new Intl.DateTimeFormat(intlLocale(lang), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, 0, 1, hour, minute)));
}

/** The zone's offset at an instant as travellers read it: 'UTC−8', 'UTC+7', 'UTC+5:30', 'UTC'. */
export function utcOffsetLabel(instant: Date, timeZone: string): string {
  const minutes = offsetMinutes(instant, timeZone);
  if (minutes === 0) return 'UTC';
  const abs = Math.abs(minutes);
  const sign = minutes < 0 ? '\u2212' : '+';
  return `UTC${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${pad(abs % 60)}` : ''}`;
}
