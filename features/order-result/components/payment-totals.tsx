import { useTranslations } from 'next-intl';
import { FactsSection, type Fact } from '@/components/facts-section';
import { Money } from '@/components/money';
import type { Money as MoneyValue } from '@/lib/site/booking-flow/money';
import type { OrderSummary } from '../types';
import styles from './sections.module.css';

const CLASSES = { card: styles.card, heading: styles.heading, list: styles.amounts };

const isZero = (value: MoneyValue) => value.amount === 0 && value.localAmount === 0;

/**
 * What is paid where, in the traveller's currency and the store's: online (paid, or to pay) and at
 * the counter; what the store adds outside the total; the deposit held at pick-up.
 */
export function PaymentTotals({ order }: { order: OrderSummary }) {
  const t = useTranslations('bookingResult.money');
  const { money, deposit } = order;
  const row = (key: string, label: string, value: MoneyValue, note?: string): Fact => ({
    key,
    label,
    value: (
      <>
        <Money value={value} className={styles.strong} />
        {note && <span className={styles.muted}>{note}</span>}
      </>
    ),
  });
  const rows = [row('total', t('total'), money.total)];
  if (!isZero(money.online)) {
    rows.push(row('online', t(order.paid ? 'paidOnline' : 'toPayOnline'), money.online));
  }
  if (!isZero(money.offline)) rows.push(row('offline', t('atCounter'), money.offline));
  if (money.notInBill) rows.push(row('notInBill', t('notInBill'), money.notInBill, t('notInBillNote')));
  rows.push(
    row(
      'deposit',
      t('deposit'),
      deposit.amount,
      t(deposit.way === 'zhima_credit' ? 'depositZhima' : 'depositCard'),
    ),
  );
  return <FactsSection title={t('title')} facts={rows} classNames={CLASSES} />;
}
