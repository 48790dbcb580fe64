import { useLocale } from 'next-intl';
import type { Price } from '@/lib/api/contract/car';
import { formatMoney } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import styles from './money.module.css';

/**
 * An amount in the traveller's payment currency, and in the store's own currency beside it when they
 * differ: the store charges the local amount, the payment amount is what the traveller pays.
 */
export function Money({ price, layout = 'inline' }: { price: Price; layout?: 'inline' | 'stacked' }) {
  const lang = useLocale() as Lang;
  const payment = formatMoney(price.payment_amount, price.payment_currency, lang);
  if (price.local_currency === price.payment_currency)
    return <span className={styles.payment}>{payment}</span>;
  const local = formatMoney(price.local_amount, price.local_currency, lang);
  return (
    <span className={layout === 'stacked' ? styles.stacked : styles.inline}>
      <span className={styles.payment}>{payment}</span> <span className={styles.local}>({local})</span>
    </span>
  );
}

/** The same as text, for a sentence: '¥2,356.72 (US$331.00)'. */
export function moneyText(price: Price, lang: Lang): string {
  const payment = formatMoney(price.payment_amount, price.payment_currency, lang);
  return price.local_currency === price.payment_currency
    ? payment
    : `${payment} (${formatMoney(price.local_amount, price.local_currency, lang)})`;
}
