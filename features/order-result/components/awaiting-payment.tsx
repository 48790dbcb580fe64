import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Money } from '@/components/money';
import type { OrderSummary } from '../types';
import { useHoldDeadline } from './hold-deadline';
import { OrderNumber } from './order-number';
import { PaymentCountdown } from './payment-countdown';
import { PaymentTotals } from './payment-totals';
import { TripOverview } from './trip-overview';
import styles from './views.module.css';

type Props = {
  order: OrderSummary & { expiresAt: string };
  /** the server's clock when the order was read (ms), for the countdown */
  serverTime: number;
  /** the payment section: the route decides which (card payment, or the notice that it is not ready) */
  payment: ReactNode;
};

/** /payment/{trade_no} while the booking waits for payment: what is held, for how long, for how much. */
export function AwaitingPayment({ order, serverTime, payment }: Props) {
  const t = useTranslations('bookingResult');
  const deadline = useHoldDeadline(order);
  return (
    <>
      <h1 className={styles.title}>{t('payment.title')}</h1>
      <p className={styles.lead}>{t('payment.intro', { deadline })}</p>
      <OrderNumber tradeNo={order.tradeNo} />
      <div className={styles.due}>
        <PaymentCountdown expiresAt={order.expiresAt} serverTime={serverTime} />
        <p className={styles.amount}>
          <span>{t('money.toPayOnline')}</span> <Money value={order.money.online} emphasis />
        </p>
        <p>{t('payment.atExpiry')}</p>
      </div>
      {payment}
      <TripOverview order={order} />
      <PaymentTotals order={order} />
      <p>{t('result.email', { email: order.email })}</p>
    </>
  );
}
