'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Link, usePathname } from '@/lib/site/i18n/navigation';
import styles from './notices.module.css';

/**
 * The list's prices hold until its expired_time (30 minutes, spec §9). Past it, the traveller is told
 * the prices may have changed and offered the same search again, which the server prices afresh.
 */
export function ExpiryNotice({ expiredTime }: { expiredTime: string }) {
  const t = useTranslations('carList');
  const errors = useTranslations('errors.search');
  const pathname = usePathname();
  const query = useSearchParams().toString();
  // Keyed by the answer it was set for, so a refreshed list starts fresh without resetting state.
  const [expiredFor, setExpiredFor] = useState<string | null>(null);

  useEffect(() => {
    const delay = Date.parse(expiredTime) - Date.now();
    if (Number.isNaN(delay)) return;
    const timer = window.setTimeout(() => setExpiredFor(expiredTime), Math.max(0, delay));
    return () => window.clearTimeout(timer);
  }, [expiredTime]);

  return (
    <div role="status">
      {expiredFor === expiredTime && (
        <p className={`${styles.notice} ${styles.warning}`}>
          <span>{errors('expired')}</span>{' '}
          <Link href={query ? `${pathname}?${query}` : pathname} className={styles.link}>
            {t('refresh')}
          </Link>
        </p>
      )}
    </div>
  );
}
