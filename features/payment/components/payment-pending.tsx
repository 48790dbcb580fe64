'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useRouter } from '@/lib/site/i18n/navigation';
import styles from '@/components/notice.module.css';

/** How often the page asks again while the acquirer has not decided (each read polls it). */
const REFRESH_MS = 3_000;

/**
 * /payment/status/{trade_no} while the payment is pending (3200): the page is read again every few
 * seconds until the acquirer settles it (paid: the booking's result; failed: the reason).
 */
export function PaymentPending() {
  const t = useTranslations('cardPayment.result');
  const tErrors = useTranslations('errors');
  const router = useRouter();
  useEffect(() => {
    const timer = window.setInterval(() => router.refresh(), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [router]);
  return (
    <div className={styles.notice}>
      <h1 className={styles.title}>{t('pendingTitle')}</h1>
      <p role="status">{tErrors('payment.code_3200')}</p>
      <p>{t('pendingHint')}</p>
    </div>
  );
}
