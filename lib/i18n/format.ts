/**
 * Dates, numbers and money per language, identical on the server and in the browser (plain Intl, no
 * browser defaults: the language and time zone are always passed in).
 *
 * Decisions:
 * - Dates use the Gregorian calendar in every language. Thai's default is the Buddhist era (2568);
 *   booking dates sit beside flight tickets and store hours, so Thai pages show 2025 too.
 * - Dates and times are shown in the zone passed in: a store's IANA zone for pick-up and drop-off
 *   (its local wall time, whatever the visitor's own zone).
 * - Money keeps each language's Intl layout and the currency's minor units (JPY 0, USD 2), with two
 *   changes so a price is never ambiguous on a site that shows several dollar currencies:
 *   a bare "$" becomes "US$" (English), and a currency Intl writes as its ISO code gets its own sign
 *   when that sign is a single unambiguous character ("THB 1,234.50" -> "฿1,234.50").
 *   So USD is "US$1,234.50" in all four languages and THB is "฿1,234.50"; NZD is "NZ$", HKD "HK$";
 *   CNY is "¥" on Simplified Chinese pages and "CN¥" elsewhere, as Intl writes it.
 */
import type { Formats } from 'next-intl';
import { LANG_TAG, type Lang } from './locales';

/** The BCP 47 tag for Intl: LANG_TAG with the Gregorian calendar forced (see above). */
export function intlLocale(lang: Lang): string {
  return `${LANG_TAG[lang]}-u-ca-gregory`;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${lang}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(lang), options);
    cache.set(key, format);
  }
  return format;
}

/**
 * The language's date-time format with these options, made once: making one costs about a
 * millisecond on a phone, and a page may format a hundred values as it hydrates.
 */
export function dateTimeFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${lang}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(lang), options);
    cache.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, lang: Lang, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(lang, options).format(value);
}

/**
 * An engine's displacement in litres as every page writes it, with one decimal ('2.0', '1.5'):
 * the car list's card and the car detail's header say the same figure the same way.
 */
export const formatLitres = (litres: number, lang: Lang): string =>
  formatNumber(litres, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The currency's minor-unit digits as Intl knows them (USD 2, JPY 0). */
export function currencyDigits(currency: string): number {
  return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

const AMBIGUOUS_SIGNS = new Set(['$', '¥']);

function unambiguousSign(currency: string, lang: Lang): string | undefined {
  const narrow = numberFormat(lang, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
    .formatToParts(1)
    .find((part) => part.type === 'currency')?.value;
  if (!narrow || [...narrow].length !== 1 || /\p{L}/u.test(narrow) || AMBIGUOUS_SIGNS.has(narrow)) {
    return undefined;
  }
  return narrow;
}

/** `amount` in major units (12.5 is twelve dollars fifty), rounded to the currency's minor units. */
export function formatMoney(amount: number, currency: string, lang: Lang): string {
  const code = currency.toUpperCase();
  const parts = numberFormat(lang, { style: 'currency', currency: code }).formatToParts(amount);
  const index = parts.findIndex((part) => part.type === 'currency');
  const symbol = parts[index]?.value;
  let replacement: string | undefined;
  if (symbol === '$') replacement = `${code.slice(0, 2)}$`;
  else if (symbol === code) replacement = unambiguousSign(code, lang);
  if (index < 0 || replacement === undefined) return parts.map((part) => part.value).join('');

  return parts
    .map((part, i) => {
      if (i === index) return replacement;
      // "THB 1,234.50" -> "฿1,234.50": a sign needs no space, an ISO code did.
      const besideCode = symbol === code && (i === index + 1 || i === index - 1);
      return besideCode && part.type === 'literal' && /^\s+$/u.test(part.value) ? '' : part.value;
    })
    .join('');
}

type DateInput = Date | string | number;

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** Shared by the helpers below and next-intl's `formats`, so both write dates the same way. */
export const DATE_OPTIONS = {
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  dateWeekday: { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateOptions = { weekday?: boolean };

/** '9 Mar 2025'-style date in the zone (a store's IANA zone), e.g. 'Mar 9, 2025' / '2025年3月9日'. */
export function formatDate(
  value: DateInput,
  timeZone: string,
  lang: Lang,
  options: DateOptions = {},
): string {
  const base = options.weekday ? DATE_OPTIONS.dateWeekday : DATE_OPTIONS.date;
  return dateTimeFormat(lang, { ...base, timeZone }).format(toDate(value));
}

/** Wall-clock time in the zone, in the language's own style ('10:00 AM', '10:00', '上午10:00'). */
export function formatTime(value: DateInput, timeZone: string, lang: Lang): string {
  return dateTimeFormat(lang, { ...DATE_OPTIONS.time, timeZone }).format(toDate(value));
}

/** Date and time in the zone, e.g. 'Mar 9, 2025, 10:00 AM' or '2025年3月9日 10:00'. */
export function formatDateTime(
  value: DateInput,
  timeZone: string,
  lang: Lang,
  options: DateOptions = {},
): string {
  const base = options.weekday ? DATE_OPTIONS.dateWeekday : DATE_OPTIONS.date;
  return dateTimeFormat(lang, { ...base, ...DATE_OPTIONS.time, timeZone }).format(toDate(value));
}

/**
 * next-intl `formats` for the request config and NextIntlClientProvider, e.g.
 * `format.dateTime(date, 'date')` or `{when, date, dateWeekday}` in a message. Pass the store's
 * `timeZone` at the call site; the calendar is Gregorian in every language, as above.
 */
export const formats = {
  dateTime: {
    date: { ...DATE_OPTIONS.date, calendar: 'gregory' },
    dateWeekday: { ...DATE_OPTIONS.dateWeekday, calendar: 'gregory' },
    time: { ...DATE_OPTIONS.time, calendar: 'gregory' },
    dateTime: { ...DATE_OPTIONS.date, ...DATE_OPTIONS.time, calendar: 'gregory' },
  },
  number: {
    integer: { maximumFractionDigits: 0 },
    decimal: { maximumFractionDigits: 2 },
    percent: { style: 'percent', maximumFractionDigits: 0 },
  },
} satisfies Formats;
