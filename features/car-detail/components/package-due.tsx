'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCurrentBill } from '@/components/bill/current-bill';
import { moneyText } from '@/components/money';
import { billFigures } from '@/lib/site/booking-flow/bill-figures';
import type { Lang } from '@/lib/i18n/locales';
import type { PackageOffer } from '../types';
import styles from './package-summary.module.css';

type Props = {
  pkg: Pick<PackageOffer, 'payMode' | 'payNow' | 'payAtCounter'>;
  rentDays: number;
};

/**
 * What the traveller pays online now and at the counter, in one sentence. On the fill-in and review
 * steps it reads the bill of that moment (with the first-booking discount, a coupon, the extras);
 * on the plan page, where there is no bill yet, the package's quote is that bill.
 */
export function PackageDue({ pkg, rentDays }: Props) {
  const t = useTranslations('carDetail');
  const lang = useLocale() as Lang;
  const bill = useCurrentBill();
  // Everything the counter takes, the out-of-hours fee included: never left unsaid.
  const { payNow, payAtCounter: counter } = bill ? billFigures(bill) : pkg;
  return (
    <p className={styles.due} data-testid="package-due">
      {pkg.payMode === 'arrival'
        ? t('summary.dueAtCounter', { amount: moneyText(counter, lang), count: rentDays })
        : counter.amount > 0
          ? t('summary.dueOnlineAndCounter', {
              amount: moneyText(payNow, lang),
              counter: moneyText(counter, lang),
              count: rentDays,
            })
          : t('summary.dueOnline', { amount: moneyText(payNow, lang), count: rentDays })}
    </p>
  );
}
