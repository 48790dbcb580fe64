import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { gatewayMessageKey } from '@/lib/site/i18n/api-error-message';
import { paymentHref } from '@/lib/site/booking-flow/routes';
import { Link } from '@/lib/site/i18n/navigation';
import styles from '@/components/notice.module.css';
import result from './payment-result.module.css';

/**
 * /payment/status/{trade_no} after a declined card: the reason of its code, the order's number (the
 * route hands it in: it is the order pages' own block), how long the car is still held, on the
 * store's clock with its zone named, and back to the form.
 */
export function PaymentFailed({
  tradeNo,
  code,
  heldUntil,
  orderNumber,
}: {
  tradeNo: string;
  code: string | null;
  /** the hold's end as the payment page says it ('Jul 1, 2026, 10:30 AM (Bangkok time)') */
  heldUntil: string;
  orderNumber: ReactNode;
}) {
  const t = useTranslations('cardPayment.result');
  const tErrors = useTranslations('errors');
  return (
    <div className={styles.notice}>
      <h1 className={styles.title}>{t('failedTitle')}</h1>
      <p role="alert" className={result.reason}>
        {tErrors(gatewayMessageKey(code))}
      </p>
      {orderNumber}
      <p>{t('failedHint', { deadline: heldUntil })}</p>
      <div className={styles.actions}>
        <Link href={paymentHref(tradeNo)} className={styles.action}>
          {t('tryAgain')}
        </Link>
      </div>
    </div>
  );
}
