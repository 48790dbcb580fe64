import { useLocale, useTranslations } from 'next-intl';
import { Fragment } from 'react';
import type { FeeLine } from '@/lib/site/booking-flow/fees';
import { multipliesExactly, type Money as MoneyValue } from '@/lib/site/booking-flow/money';
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
  const money = (value: MoneyValue) =>
    variant === 'card' ? formatMoney(value.amount, value.currency, lang) : moneyText(value, lang);
  // A unit price that does not multiply back to its fee's total (a converted currency's rounding)
  // is an average, said with '≈': the daily prices' rule, so the card and the detail agree.
  const exact = (fee: FeeLine) => multipliesExactly(fee.unitPrice, fee.count, fee.total);
  const amount = (fee: FeeLine) =>
    fee.unit === 'day'
      ? t(exact(fee) ? 'perDay' : 'perDayAverage', { amount: money(fee.unitPrice) })
      : fee.count > 1
        ? t(exact(fee) ? 'times' : 'timesAverage', { amount: money(fee.unitPrice), count: fee.count })
        : money(fee.total);
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
