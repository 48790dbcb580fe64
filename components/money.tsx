import { useLocale } from 'next-intl';
import { EXACT, type Approximation, type Money as MoneyValue } from '@/lib/site/booking-flow/money';
import { formatMoney } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import styles from './money.module.css';

type Props = {
  value: MoneyValue;
  /**
   * inline: '¥2,356.72 (US$331.00)', wrapping under itself when narrow; stacked: the store's amount
   * beneath the payment amount, both aligned to the end (table cells, price columns)
   */
  layout?: 'inline' | 'stacked';
  /** the headline price of a card: the payment amount bold, the store's amount in small type */
  emphasis?: boolean;
  /** words the store's amount instead of brackets, e.g. '฿1,850.00 in the store's currency' */
  localLabel?: (amount: string) => string;
  /**
   * which figures are averages that multiplied back miss their total by its rounding (a daily price):
   * '≈ US$28.97 (฿990.00)', each figure marked on its own (approximateFigures)
   */
  approximate?: Approximation;
  className?: string;
};

/**
 * An amount in the traveller's payment currency, and in the store's own currency beside it when they
 * differ: the store charges the local amount, the payment amount is what the traveller pays.
 */
export function Money({
  value,
  layout = 'inline',
  emphasis = false,
  localLabel,
  approximate = EXACT,
  className,
}: Props) {
  const lang = useLocale() as Lang;
  const classes = [styles[layout], emphasis && styles.emphasis, className].filter(Boolean).join(' ');
  const payment = <span className={styles.payment}>{paymentText(value, lang, approximate)}</span>;
  if (value.localCurrency === value.currency) return <span className={classes}>{payment}</span>;
  const local = about(approximate.localAmount) + formatMoney(value.localAmount, value.localCurrency, lang);
  return (
    <span className={classes}>
      {payment}{' '}
      {localLabel ? (
        <span className={styles.local}>{localLabel(local)}</span>
      ) : (
        <span className={`${styles.local} ${styles.bracketed}`}>({local})</span>
      )}
    </span>
  );
}

const about = (approximate: boolean) => (approximate ? '≈\u00a0' : '');

/** The payment figure alone as text, '≈ ' before it when it is an average. */
export function paymentText(value: MoneyValue, lang: Lang, approximate: Approximation = EXACT): string {
  return about(approximate.amount) + formatMoney(value.amount, value.currency, lang);
}

/** The same as text, for a sentence: '¥2,356.72 (US$331.00)', '≈ ' before a figure that is an average. */
export function moneyText(value: MoneyValue, lang: Lang, approximate: Approximation = EXACT): string {
  const payment = paymentText(value, lang, approximate);
  return value.localCurrency === value.currency
    ? payment
    : `${payment} (${about(approximate.localAmount)}${formatMoney(value.localAmount, value.localCurrency, lang)})`;
}
