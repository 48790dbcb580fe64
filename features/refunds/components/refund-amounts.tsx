'use client';

import { useTranslations } from 'next-intl';
import { Money } from '@/components/money';
import { useStoreTime } from '../store-time';
import type { RefundMoney, RefundQuote } from '../types';
import styles from './refunds.module.css';

/** What was paid, the fee the cancellation policy keeps and what goes back, in both currencies. */
export function RefundAmounts({ amounts }: { amounts: RefundMoney }) {
  const t = useTranslations('refunds.amounts');
  return (
    <dl className={styles.amounts}>
      <dt>{t('paid')}</dt>
      <dd>
        <Money value={amounts.paid} />
      </dd>
      <dt>{t('fee')}</dt>
      <dd>
        <Money value={amounts.fee} />
      </dd>
      <dt className={styles.total}>{t('refund')}</dt>
      <dd className={styles.total}>
        <Money value={amounts.refund} />
      </dd>
    </dl>
  );
}

/**
 * 'Free cancellation until {date time} ({city} time)' on the pick-up store's clock while cancelling
 * is free (the server's quote keeps no fee), or that it no longer is.
 */
export function FreeUntil({
  freeUntil,
  free,
  storeClock,
}: Pick<RefundQuote, 'freeUntil' | 'free' | 'storeClock'>) {
  const t = useTranslations('refunds.amounts');
  const storeTime = useStoreTime();
  if (!freeUntil || !free) return <p className={styles.noFree}>{t('noFree')}</p>;
  return <p className={styles.free}>{t('freeUntil', { when: storeTime(freeUntil.at, storeClock) })}</p>;
}
