'use client';

import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { useRouter } from '@/lib/site/i18n/navigation';
import styles from '@/components/notice.module.css';

/** Spec §8 'Other': the order could not be read (network, server error); the page can try again. */
export function OrderFetchFailed() {
  const errors = useTranslations('errors.other');
  const t = useTranslations('errorPage');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div className={styles.notice}>
      <h1 className={styles.title}>{errors('order_fetch')}</h1>
      <button
        type="button"
        className={styles.action}
        disabled={pending}
        onClick={() => startTransition(() => router.refresh())}
      >
        {t('retry')}
      </button>
    </div>
  );
}
