import { useLocale, useTranslations } from 'next-intl';
import { Fragment } from 'react';
import type { FeeLine } from '@/lib/site/booking-flow/fees';
import { approximateFigures } from '@/lib/site/booking-flow/money';
import { formatMoney } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { moneyText } from './money';
import styles from './fee-names.module.css';

type Props = {
  fees: readonly FeeLine[];
  /** card: one line under a car, payment currency only; notice: above a table of prices, both currencies */
  variant: 'card' | 'notice';
  className?: string;
};

/**
 * The fees a price includes, named beside it, and those the store collects at the counter outside
 * the total (the out-of-hours fee): a one-way return, a young driver or an airport counter never
 * raises a price without the page saying so where the price is shown.
 */
export function FeeNames({ fees, variant, className }: Props) {
  const t = useTranslations('fees');
  const lang = useLocale() as Lang;
  if (fees.length === 0) return null;
  // A unit price figure that does not multiply back to its fee's total (a converted currency's
  // rounding) is an average, said with '≈': the daily prices' rule, so the card and the detail agree.
  // The message's '≈' stands before the payment figure; the store's figure in brackets carries its own.
  const unitText = (fee: FeeLine) => {
    const { amount, localAmount } = approximateFigures(fee.unitPrice, fee.count, fee.total);
    const text =
      variant === 'card'
        ? formatMoney(fee.unitPrice.amount, fee.unitPrice.currency, lang)
        : moneyText(fee.unitPrice, lang, { amount: false, localAmount });
    return { average: amount, text };
  };
  const amount = (fee: FeeLine) => {
    if (fee.unit !== 'day' && fee.count <= 1)
      return variant === 'card'
        ? formatMoney(fee.total.amount, fee.total.currency, lang)
        : moneyText(fee.total, lang);
    const { average, text } = unitText(fee);
    return fee.unit === 'day'
      ? t(average ? 'perDayAverage' : 'perDay', { amount: text })
      : t(average ? 'timesAverage' : 'times', { amount: text, count: fee.count });
  };
  const groups = [
    {
      key: 'included',
      title: t(variant === 'card' ? 'included' : 'includedAbove'),
      fees: fees.filter((fee) => !fee.notInBill),
    },
    { key: 'later', title: t('atCounter'), fees: fees.filter((fee) => fee.notInBill) },
  ].filter((group) => group.fees.length > 0);
  return (
    <div className={[styles[variant], className].filter(Boolean).join(' ')} data-fees="">
      {groups.map((group) => (
        <p key={group.key} className={styles.group} data-fee-group={group.key}>
          <span className={styles.title}>{group.title}</span>{' '}
          {group.fees.map((fee, index) => (
            <Fragment key={fee.code}>
              {index > 0 && <span aria-hidden="true"> · </span>}
              <span className={styles.fee} data-fee={fee.code}>
                <span className={styles.name}>{fee.name[lang]}</span>{' '}
                <span className={styles.amount}>{amount(fee)}</span>
              </span>
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
