import { useTranslations } from 'next-intl';
import { Link } from '@/lib/site/i18n/navigation';
import styles from '@/components/notice.module.css';

/** An online booking not paid in time: the car was released; the same trip can be searched again. */
export function PaymentExpired({ searchAgainHref }: { searchAgainHref: string }) {
  const t = useTranslations('bookingResult.expired');
  return (
    <div className={styles.notice}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p>{t('message')}</p>
      <div className={styles.actions}>
        <Link href={searchAgainHref} className={styles.action}>
          {t('searchAgain')}
        </Link>
      </div>
    </div>
  );
}
