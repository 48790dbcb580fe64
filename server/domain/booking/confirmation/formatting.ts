import { formatDateTime, formatMoney, intlLocale } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { fromMinor } from '@/lib/money';
import { offsetMinutes } from '@/lib/time/zone';
import type { VoucherContext } from './voucher-model';

type ZonedStore = { city: { lang_label: Record<Lang, string>; timeZone: { iana: string } } };

/** Minor units of a bill currency as the language writes money ('US$1,234.50', '฿3,500.00'). */
export function minorMoney(minor: number, currency: { code: string; minorUnits: number }, lang: Lang) {
  return formatMoney(fromMinor(minor, currency.minorUnits), currency.code, lang);
}

/** 'UTC−07:00', 'UTC+13:00': the offset in force at that instant. */
export function utcOffset(instant: Date, timeZone: string): string {
  const minutes = offsetMinutes(instant, timeZone);
  const sign = minutes < 0 ? '−' : '+';
  const whole = Math.abs(minutes);
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * An instant on a store's clock, with the zone named: the voucher may be read anywhere, and the
 * pick-up happens on the store's time ('Wed, Jul 1, 2026, 10:00 AM' + 'Los Angeles time (UTC−07:00)').
 */
export function storeTime(iso: string, store: ZonedStore, context: Pick<VoucherContext, 'lang' | 't'>) {
  const instant = new Date(iso);
  const zone = store.city.timeZone.iana;
  return {
    when: formatDateTime(instant, zone, context.lang, { weekday: true }),
    zone: context.t('trip.local_time', {
      city: store.city.lang_label[context.lang],
      offset: utcOffset(instant, zone),
    }),
  };
}

const listFormats = new Map<Lang, Intl.ListFormat>();

/** 'A, B, C' / 'A、B、C' / 'A B และC': a list as the language writes one (its format made once). */
export function listText(items: string[], lang: Lang): string {
  let format = listFormats.get(lang);
  if (!format) {
    format = new Intl.ListFormat(intlLocale(lang), { type: 'conjunction', style: 'narrow' });
    listFormats.set(lang, format);
  }
  return format.format(items);
}
