import { useTranslations } from 'next-intl';
import { searchFormHref } from '@/lib/site/booking-flow/routes';
import { Link } from '@/lib/site/i18n/navigation';
import styles from '@/components/notice.module.css';

/** /payment and /payment/status without an order number: where a booking can be found. */
export function OrderLookupHint() {
  const t = useTranslations('bookingResult.lookup');
  return (
    <div className={styles.notice}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p>{t('message')}</p>
      <div className={styles.actions}>
        <Link href={searchFormHref('')} className={styles.action}>
          {t('book')}
        </Link>
        <Link href="/" className={styles.secondary}>
          {t('home')}
        </Link>
      </div>
    </div>
  );
}
