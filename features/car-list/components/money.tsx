import { formatMoney } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import type { Money as MoneyValue } from '../types';
import styles from './money.module.css';

/**
 * An amount in the payment currency, and beneath it in the store's currency when they differ
 * (`localLabel` words it, e.g. '฿1,850.00 in the store's currency').
 */
export function Money({
  value,
  lang,
  localLabel,
  className,
}: {
  value: MoneyValue;
  lang: Lang;
  localLabel: (amount: string) => string;
  className?: string;
}) {
  const sameCurrency = value.currency === value.localCurrency;
  return (
    <span className={`${styles.money} ${className ?? ''}`}>
      <span className={styles.payment}>{formatMoney(value.amount, value.currency, lang)}</span>
      {!sameCurrency && (
        <span className={styles.local}>
          {localLabel(formatMoney(value.localAmount, value.localCurrency, lang))}
        </span>
      )}
    </span>
  );
}
