import { useLocale, useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import type { StoreClock } from './types';

/**
 * Writes an instant on the pick-up store's clock with its city named ('Mar 1, 2030, 9:00 AM
 * (Bangkok time)'), as the order page writes its times: the refund belongs to the booking, and a
 * traveller whose browser keeps another zone must not read it as requested before it was booked.
 */
export function useStoreTime(): (at: string, clock: StoreClock) => string {
  const t = useTranslations('refunds');
  const lang = useLocale() as Lang;
  return (at, clock) =>
    t('storeTime', { time: formatDateTime(at, clock.zone, lang), city: clock.city[lang] });
}
