import { paymentHref } from '@/lib/site/booking-flow/routes';
import { formatDateTime } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';

/** A store's wall time ('YYYY-MM-DD HH:mm', already on the store's clock) in the language's style. */
export function wallText(wall: string, lang: Lang): string {
  const iso = `${wall.replace(' ', 'T')}:00Z`;
  return Number.isNaN(Date.parse(iso)) ? wall : formatDateTime(iso, 'UTC', lang);
}

/** The payment page of an order (its online payment). */
export const paymentHrefOf = (tradeNo: string) => paymentHref(tradeNo);
