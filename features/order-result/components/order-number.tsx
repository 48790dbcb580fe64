import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { CopyButton } from './copy-button';
import styles from './order-number.module.css';

/** The order number, large enough to read out at the counter, with a copy button. */
export function OrderNumber({ tradeNo }: { tradeNo: string }) {
  const t = useTranslations('bookingResult');
  const numberId = useId();
  return (
    <div className={styles.orderNumber}>
      <p className={styles.label}>{t('orderNumber')}</p>
      <div className={styles.row}>
        <span id={numberId} className={styles.number}>
          {tradeNo}
        </span>
        <CopyButton text={tradeNo} targetId={numberId} />
      </div>
    </div>
  );
}
