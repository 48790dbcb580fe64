import { dateTimeFormat } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { DAY_MS } from '@/lib/time/wall-time';
import type { RentInfo } from '@/lib/rent-info/codec';
import { MAX_HORIZON_DAYS } from '@/lib/rent-info/window';
import { zoneOffsets, type ZoneOffsets } from '@/lib/time/zone';
import type { SearchStores } from './store-options';
import { timeLabel, timeValues } from './time';

/** A date as the search form's preview writes it: the picker's segments, and the date in full for screen readers. */
export type DateText = { parts: { type: string; value: string }[]; spoken: string };

export function dateText(date: string, lang: Lang): DateText | null {
  const instant = Date.parse(`${date}T00:00:00Z`);
  if (!Number.isFinite(instant)) return null;
  const segments = dateTimeFormat(lang, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  return {
    parts: segments.formatToParts(instant).map(({ type, value }) => ({ type, value })),
    spoken: dateTimeFormat(lang, { timeZone: 'UTC', dateStyle: 'long' }).format(instant),
  };
}

/**
 * What the search form shows that only Intl can work out, worked out by the server for the form's
 * first render: the time labels, the starting dates and the stores' zone offsets. A browser's first
 * Intl date format costs tens of milliseconds of set-up (several times that on a phone), which the
 * form would otherwise pay while it hydrates. Anything not here (another date chosen, a time a link
 * brought) is formatted in the browser, so this makes the page faster, never different.
 */
export type SearchPreformatted = {
  /** 'HH:mm' → '10:00 AM' */
  times: Record<string, string>;
  /** 'YYYY-MM-DD' → its preview */
  dates: Record<string, DateText>;
  /** IANA zone → its offsets over the booking window (lib/time/zone) */
  zones: Record<string, ZoneOffsets>;
};

// A zone's offsets change only with the tz database: kept per zone and day (a few per process).
const zoneTables = new Map<string, ZoneOffsets>();

/** The zone's offsets from two days ago to past the last day a search may reach. */
function bookingWindowOffsets(timeZone: string, now: Date): ZoneOffsets {
  const from = Math.floor(now.getTime() / DAY_MS) * DAY_MS - 2 * DAY_MS;
  const key = `${timeZone}|${from}`;
  let table = zoneTables.get(key);
  if (!table) {
    for (const old of zoneTables.keys()) if (old.startsWith(`${timeZone}|`)) zoneTables.delete(old);
    table = zoneOffsets(timeZone, from, from + (MAX_HORIZON_DAYS + 30) * DAY_MS);
    zoneTables.set(key, table);
  }
  return table;
}

export function preformatSearch(
  stores: SearchStores,
  initial: RentInfo,
  lang: Lang,
  now = new Date(),
): SearchPreformatted {
  const [startDate = '', startTime] = initial.pickup_date_time.split(' ');
  const [endDate = '', endTime] = initial.drop_off_date_time.split(' ');
  const storeList = Object.values(stores.byCode);
  const times = new Set(timeValues());
  for (const time of [startTime, endTime]) if (time) times.add(time);
  for (const store of storeList)
    for (const entry of store.hours)
      times.add(entry.open).add(entry.close === '24:00' ? '00:00' : entry.close);
  const dates: Record<string, DateText> = {};
  for (const date of [startDate, endDate]) {
    const text = dateText(date, lang);
    if (text) dates[date] = text;
  }
  return {
    times: Object.fromEntries([...times].map((time) => [time, timeLabel(time, lang)])),
    dates,
    zones: Object.fromEntries(
      [...new Set(storeList.map((store) => store.timeZone))].map((zone) => [
        zone,
        bookingWindowOffsets(zone, now),
      ]),
    ),
  };
}
