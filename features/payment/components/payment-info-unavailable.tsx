import { useTranslations } from 'next-intl';
import { Link } from '@/lib/site/i18n/navigation';
import styles from '@/components/notice.module.css';

/** Spec §8: the payment information could not be read; the page asks whether to go to the order. */
export function PaymentInfoUnavailable({ orderHref }: { orderHref: string }) {
  const tErrors = useTranslations('errors.other');
  const t = useTranslations('cardPayment.result');
  return (
    <div className={styles.notice}>
      <h1 className={styles.title}>{tErrors('payment_info')}</h1>
      <div className={styles.actions}>
        <Link href={orderHref} className={styles.action}>
          {t('goToOrder')}
        </Link>
      </div>
    </div>
  );
}
