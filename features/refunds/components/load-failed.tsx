'use client';

import { useTranslations } from 'next-intl';
import styles from './refunds.module.css';

/** A read that failed (network, server): said so, with a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('refunds');
  return (
    <div role="alert" className={styles.card}>
      <p>{t('loadFailed')}</p>
      <button type="button" className={styles.secondary} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
