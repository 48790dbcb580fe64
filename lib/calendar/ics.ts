import type { StoreInfo } from '@/lib/api/contract/common';
import { LANG_TAG, type Lang } from '@/lib/i18n/locales';
import { parseWallTime, wallTimeToInstant } from '@/lib/time/wall-time';
import { calendarText, escapeText, utcDateTime } from './ics-format';

/** What a calendar file needs of a store: an order's pickup_store / drop_off_store fit. */
export type CalendarStore = Pick<StoreInfo, 'value' | 'label' | 'address' | 'phone'> & {
  city: { timeZone: { iana: string } };
};

/** What a calendar file needs of an order (lib/api/contract/booking.ts Order fits). */
export type CalendarOrder = {
  trade_no: string;
  /** ISO instant: the file's DTSTAMP, so the same order always gives the same file */
  created_at: string;
  rent_info: { pickup_date_time: string; drop_off_date_time: string };
  car: { make: string; model: string };
  pickup_store: CalendarStore;
  drop_off_store: CalendarStore;
  /**
   * The booking's changes: each change gives the same events (same UID) a higher SEQUENCE and a
   * new DTSTAMP, so a calendar moves the event it has instead of adding another (RFC 5545 §3.8.7.4).
   */
  changes?: { count: number; last_at: string | null };
};

/**
 * The texts of the events, from the 'calendar' message namespace: pass next-intl's
 * useTranslations('calendar') / getTranslations('calendar'), or the API's translator.
 */
export type CalendarTexts = (
  key: 'pickup_summary' | 'return_summary' | 'description',
  values: { car: string; store: string; tradeNo: string; phone: string },
) => string;

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';
export const calendarFileName = (tradeNo: string) => `rentcar-go-${tradeNo}.ics`;

const PICKUP_MINUTES = 60;
const RETURN_MINUTES = 30;

/** A store-local 'YYYY-MM-DD HH:mm' as the instant it names in the store's zone. */
function storeInstant(wall: string, store: CalendarStore): Date {
  const parsed = parseWallTime(wall);
  if (parsed === undefined) throw new RangeError(`not a wall time: ${wall}`);
  return wallTimeToInstant(parsed, store.city.timeZone.iana);
}

function event(order: CalendarOrder, lang: Lang, texts: CalendarTexts, kind: 'pickup' | 'return'): string[] {
  const store = kind === 'pickup' ? order.pickup_store : order.drop_off_store;
  const wall = kind === 'pickup' ? order.rent_info.pickup_date_time : order.rent_info.drop_off_date_time;
  const start = storeInstant(wall, store);
  const minutes = kind === 'pickup' ? PICKUP_MINUTES : RETURN_MINUTES;
  const values = {
    car: `${order.car.make} ${order.car.model}`,
    store: store.label[lang],
    tradeNo: order.trade_no,
    phone: store.phone,
  };
  const language = `;LANGUAGE=${LANG_TAG[lang]}`;
  return [
    'BEGIN:VEVENT',
    `UID:${order.trade_no}-${kind}@rentcar-go`,
    `DTSTAMP:${utcDateTime(new Date(order.changes?.last_at ?? order.created_at))}`,
    `SEQUENCE:${order.changes?.count ?? 0}`,
    `DTSTART:${utcDateTime(start)}`,
    `DTEND:${utcDateTime(new Date(start.getTime() + minutes * 60_000))}`,
    `SUMMARY${language}:${escapeText(texts(kind === 'pickup' ? 'pickup_summary' : 'return_summary', values))}`,
    `LOCATION${language}:${escapeText(store.address[lang])}`,
    `DESCRIPTION${language}:${escapeText(texts('description', values))}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/**
 * The booking as a calendar file (RFC 5545): the pick-up (1 hour) and the return (30 minutes) at
 * the times chosen on each store's clock, written in UTC so every calendar app shows them right
 * wherever the traveller is; located at the store's address, described with the order number and
 * the store's phone. Pure: the API attaches it to the confirmation and the result page offers it.
 */
export function orderCalendar(order: CalendarOrder, lang: Lang, texts: CalendarTexts): string {
  return calendarText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Rentcar Go//Booking confirmation//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...event(order, lang, texts, 'pickup'),
    ...event(order, lang, texts, 'return'),
    'END:VCALENDAR',
  ]);
}
