'use client';

import { useLocale, useTranslations } from 'next-intl';
import { amountMoney } from '@/lib/bill/amount-money';
import { Money } from '@/components/money';
import type { RefundQuote } from '@/lib/api/contract/refunds';
import { formatDateTime } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import styles from './refunds.module.css';

type Amounts = Pick<RefundQuote, 'currencies' | 'paid' | 'fee' | 'refund'>;

/** What was paid, the fee the cancellation policy keeps and what goes back, in both currencies. */
export function RefundAmounts({ amounts }: { amounts: Amounts }) {
  const t = useTranslations('refunds.amounts');
  const money = (value: Amounts['paid']) => <Money value={amountMoney(value, amounts.currencies)} />;
  return (
    <dl className={styles.amounts}>
      <dt>{t('paid')}</dt>
      <dd>{money(amounts.paid)}</dd>
      <dt>{t('fee')}</dt>
      <dd>{money(amounts.fee)}</dd>
      <dt className={styles.total}>{t('refund')}</dt>
      <dd className={styles.total}>{money(amounts.refund)}</dd>
    </dl>
  );
}

/**
 * 'Free cancellation until {date time}' on the pick-up store's clock while cancelling is free (the
 * server's quote keeps no fee), or that it no longer is.
 */
export function FreeUntil({ freeUntil, free }: { freeUntil: RefundQuote['free_until']; free: boolean }) {
  const t = useTranslations('refunds.amounts');
  const lang = useLocale() as Lang;
  if (!freeUntil || !free) return <p className={styles.noFree}>{t('noFree')}</p>;
  return (
    <p className={styles.free}>
      {t('freeUntil', { when: formatDateTime(freeUntil.at, freeUntil.time_zone, lang) })}
    </p>
  );
}
