import { useTranslations } from 'next-intl';
import { Link } from '@/lib/site/i18n/navigation';
import styles from '@/components/notice.module.css';
import { orderQueryHref } from '../routes';

/**
 * No order with this number for this visitor. The API answers the same for an unknown number and
 * for someone else's order, so the page cannot tell which: it says how to find one's own.
 */
export function OrderNotFound() {
  const t = useTranslations('orders.notFound');
  return (
    <div className={styles.notice}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p>{t('message')}</p>
      <div className={styles.actions}>
        <Link href={orderQueryHref} className={styles.action}>
          {t('find')}
        </Link>
      </div>
    </div>
  );
}
