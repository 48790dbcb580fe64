import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Money } from '@/components/money';
import { orderDetailHref } from '@/lib/site/booking-flow/routes';
import { Link } from '@/lib/site/i18n/navigation';
import type { OrderSummary } from '../types';
import { useHoldDeadline } from './hold-deadline';
import { OrderNumber } from './order-number';
import { TripOverview } from './trip-overview';
import styles from './views.module.css';

type Props = {
  order: OrderSummary & { awaitingChange: NonNullable<OrderSummary['awaitingChange']> };
  /** the card form, paying the difference (the server knows the amount; the form sends none) */
  payment: ReactNode;
};

/**
 * /payment/{trade_no} for a paid booking whose dearer change waits for its difference (issue 32):
 * what is due, by when on the store's clock, and what happens if it is not paid (the booking stays
 * as it is). The trip shown is the booking as it stands until then.
 */
export function ChangeAwaitingPayment({ order, payment }: Props) {
  const t = useTranslations('bookingResult.changePayment');
  const { awaitingChange: change } = order;
  const deadline = useHoldDeadline({ expiresAt: change.payBy, pickup: order.pickup });
  return (
    <>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('intro', { deadline })}</p>
      <OrderNumber tradeNo={order.tradeNo} />
      <div className={styles.due} data-testid="change-due">
        <p className={styles.amount}>
          <span>{t('due')}</span> <Money value={change.due} emphasis />
        </p>
        <p>
          <span>{t('newTotal')}</span> <Money value={change.newTotal} />
        </p>
        <p>{t('unpaid')}</p>
      </div>
      {payment}
      <TripOverview order={order} />
      <p>
        <Link href={orderDetailHref(order.tradeNo)}>{t('back')}</Link>
      </p>
    </>
  );
}
