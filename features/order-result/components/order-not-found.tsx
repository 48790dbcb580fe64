import { useTranslations } from 'next-intl';
import { Link } from '@/lib/site/i18n/navigation';
import styles from '@/components/notice.module.css';

/**
 * No order with this number for this visitor. The API answers the same for an unknown number and
 * for someone else's order, so the page cannot (and must not) tell which: it says where orders show.
 */
export function OrderNotFound() {
  const t = useTranslations('bookingResult.notFound');
  return (
    <div className={styles.notice}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p>{t('message')}</p>
      <div className={styles.actions}>
        <Link href="/" className={styles.action}>
          {t('home')}
        </Link>
      </div>
    </div>
  );
}
