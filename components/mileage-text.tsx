import { useLocale, useTranslations } from 'next-intl';
import type { MileageLimit } from '@/lib/api/contract/car';
import { formatMoney } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';

/** Whether a package leaves the distance free: it says so, or the car has no limit anyway. */
export const isUnlimited = (limit: MileageLimit) => limit.unlimited || limit.quantity === null;

/**
 * A package's mileage for a car as every page says it: 'Unlimited mileage', or the daily allowance
 * and what extra distance costs. The comparison, the plan page and the plan information page share
 * it, so they cannot disagree about the same car and package.
 */
export function MileageText({ limit }: { limit: MileageLimit }) {
  const t = useTranslations('carDetail');
  const lang = useLocale() as Lang;
  if (isUnlimited(limit)) return <>{t('services.unlimited_mileage')}</>;
  return (
    <>
      {t('mileage.limited', {
        quantity: limit.quantity!,
        unit: t(`units.${limit.unit}`),
        price: limit.overage_price === null ? '—' : formatMoney(limit.overage_price, limit.currency, lang),
      })}
    </>
  );
}
