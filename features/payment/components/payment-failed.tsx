import { useTranslations } from 'next-intl';
import { gatewayMessageKey } from '@/lib/site/i18n/api-error-message';
import { paymentHref } from '@/lib/site/booking-flow/routes';
import { Link } from '@/lib/site/i18n/navigation';
import styles from '@/components/notice.module.css';
import result from './payment-result.module.css';

/** /payment/status/{trade_no} after a declined card: the reason of its code, and back to the form. */
export function PaymentFailed({ tradeNo, code }: { tradeNo: string; code: string | null }) {
  const t = useTranslations('cardPayment.result');
  const tErrors = useTranslations('errors');
  return (
    <div className={styles.notice}>
      <h1 className={styles.title}>{t('failedTitle')}</h1>
      <p role="alert" className={result.reason}>
        {tErrors(gatewayMessageKey(code))}
      </p>
      <p>{t('failedHint')}</p>
      <div className={styles.actions}>
        <Link href={paymentHref(tradeNo)} className={styles.action}>
          {t('tryAgain')}
        </Link>
      </div>
    </div>
  );
}
