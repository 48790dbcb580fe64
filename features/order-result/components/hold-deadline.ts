import { useLocale, useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import type { OrderSummary } from '../types';

type HeldOrder = Pick<OrderSummary, 'expiresAt' | 'pickup'>;
/** bookingResult.payment's translator (next-intl's useTranslations or getTranslations). */
type DeadlineWords = (key: 'deadline', values: { time: string; city: string }) => string;

/**
 * When an unpaid online booking stops being held, on the pick-up store's clock with its city named
 * ('Jul 1, 2026, 10:30 AM (Bangkok time)'): the server cannot know the traveller's own zone. The
 * payment page says it, and so does a declined payment's page (a server page: no hooks there).
 */
export function holdDeadlineText(words: DeadlineWords, lang: Lang, order: HeldOrder): string {
  const { store } = order.pickup;
  if (!order.expiresAt) return '';
  return words('deadline', {
    time: formatDateTime(order.expiresAt, store.city.timeZone.iana, lang),
    city: store.city.lang_label[lang],
  });
}

/** holdDeadlineText in a component. */
export function useHoldDeadline(order: HeldOrder): string {
  const t = useTranslations('bookingResult.payment');
  const lang = useLocale() as Lang;
  return holdDeadlineText(t, lang, order);
}
