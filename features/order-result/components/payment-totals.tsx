import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Money } from '@/components/money';
import type { Money as MoneyValue } from '@/lib/booking-flow/money';
import type { OrderSummary } from '../to-site';
import styles from './sections.module.css';

const isZero = (value: MoneyValue) => value.amount === 0 && value.localAmount === 0;

/**
 * What is paid where, in the traveller's currency and the store's: online (paid, or to pay) and at
 * the counter; what the store adds outside the total; the deposit held at pick-up.
 */
export function PaymentTotals({ order }: { order: OrderSummary }) {
  const t = useTranslations('bookingResult.money');
  const headingId = useId();
  const { money, deposit } = order;
  const rows: { key: string; label: string; value: MoneyValue; note?: string }[] = [
    { key: 'total', label: t('total'), value: money.total },
  ];
  if (!isZero(money.online)) {
    rows.push({ key: 'online', label: t(order.paid ? 'paidOnline' : 'toPayOnline'), value: money.online });
  }
  if (!isZero(money.offline)) rows.push({ key: 'offline', label: t('atCounter'), value: money.offline });
  if (money.notInBill) {
    rows.push({ key: 'notInBill', label: t('notInBill'), value: money.notInBill, note: t('notInBillNote') });
  }
  rows.push({
    key: 'deposit',
    label: t('deposit'),
    value: deposit.amount,
    note: t(deposit.way === 'zhima_credit' ? 'depositZhima' : 'depositCard'),
  });
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('title')}
      </h2>
      <dl className={styles.amounts}>
        {rows.map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd>
              <Money value={row.value} className={styles.strong} />
              {row.note && <span className={styles.muted}>{row.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
