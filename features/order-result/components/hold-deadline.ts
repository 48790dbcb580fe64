import { useLocale, useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import type { OrderSummary } from '../types';

/**
 * When an unpaid online booking stops being held, on the pick-up store's clock with its city named
 * ('Jul 1, 2026, 10:30 AM (Bangkok time)'): the server cannot know the traveller's own zone.
 */
export function useHoldDeadline(order: Pick<OrderSummary, 'expiresAt' | 'pickup'>): string {
  const t = useTranslations('bookingResult.payment');
  const lang = useLocale() as Lang;
  const { store } = order.pickup;
  if (!order.expiresAt) return '';
  return t('deadline', {
    time: formatDateTime(order.expiresAt, store.city.timeZone.iana, lang),
    city: store.city.lang_label[lang],
  });
}
