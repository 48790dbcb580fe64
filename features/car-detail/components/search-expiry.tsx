'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, useTransition } from 'react';
import { useRouter } from '@/lib/site/i18n/navigation';
import button from '@/components/forms/button.module.css';
import styles from './search-expiry.module.css';

/**
 * Prices hold until the answer's expired_time (30 minutes after the search). When it passes while
 * the page is open, the traveller is told the price may have changed and can search again, which
 * renders the page anew with today's prices. Give it key={expiredTime} so a new search resets it.
 */
export function SearchExpiry({
  expiredTime,
  initiallyExpired,
}: {
  expiredTime: string;
  initiallyExpired: boolean;
}) {
  const t = useTranslations('carDetail.expired');
  const router = useRouter();
  const [expired, setExpired] = useState(initiallyExpired);
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    // Already past: at once. setTimeout takes at most 2^31-1 ms; an answer is good for 30 minutes.
    const wait = Math.max(0, Date.parse(expiredTime) - Date.now());
    const timer = window.setTimeout(() => setExpired(true), Math.min(wait, 2_147_483_647));
    return () => window.clearTimeout(timer);
  }, [expiredTime]);

  if (!expired) return null;
  return (
    <div className={styles.banner} role="alert">
      <p>{t('message')}</p>
      <button
        type="button"
        className={button.primary}
        disabled={pending}
        onClick={() => startTransition(() => router.refresh())}
      >
        {t('refresh')}
      </button>
    </div>
  );
}
