import { useLocale, useTranslations } from 'next-intl';
import { StoreDetails } from '@/components/store-details';
import { orderCalendarHref } from '@/lib/site/booking-flow/routes';
import { calendarFileName } from '@/lib/calendar/ics';
import type { Lang } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/site/i18n/navigation';
import type { OrderSummary } from '../types';
import { OrderNumber } from './order-number';
import { PaymentTotals } from './payment-totals';
import { TripOverview } from './trip-overview';
import styles from './views.module.css';

function titleKey(order: OrderSummary) {
  if (order.status === 'CANCEL') return 'cancelled';
  if (order.status === 'EXPIRED') return 'expired';
  return order.paid ? 'paid' : 'booked';
}

/**
 * /payment/status/{trade_no}: the booking as made (to pay at the counter, or paid), with all a
 * traveller needs at the counter: the order number, where and when, the store's details, what is
 * paid where, and the trip as a calendar file.
 */
export function BookingResult({ order }: { order: OrderSummary }) {
  const t = useTranslations('bookingResult');
  const lang = useLocale() as Lang;
  const { live } = order;
  const status =
    order.payMethod === 'ARRIVAL' && !order.paid && live
      ? t('result.statusAtCounter', { status: t(`status.${order.status}`) })
      : t(`status.${order.status}`);
  return (
    <>
      <h1 className={styles.title}>{t(`result.title.${titleKey(order)}`)}</h1>
      <p className={styles.status}>
        {t('result.status')} <strong>{status}</strong>
      </p>
      {live && <p className={styles.lead}>{t('result.email', { email: order.email })}</p>}
      <OrderNumber tradeNo={order.tradeNo} />
      {order.pickupNo && (
        <p>
          {t('result.pickupNo')} <strong>{order.pickupNo}</strong>
        </p>
      )}
      {live && (
        <p>
          <a
            className={styles.calendar}
            href={getPathname({ href: orderCalendarHref(order.tradeNo), locale: lang })}
            download={calendarFileName(order.tradeNo)}
          >
            {t('result.calendar')}
          </a>{' '}
          <span className={styles.hint}>{t('result.calendarHint')}</span>
        </p>
      )}
      <TripOverview order={order} />
      <StoreDetails store={order.pickup.store} heading={t('stores.pickup')} />
      {!order.sameStore && (
        <StoreDetails store={order.dropOff.store} heading={t('stores.return')} purpose="return" />
      )}
      <PaymentTotals order={order} />
    </>
  );
}
