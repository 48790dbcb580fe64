import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookingResult } from '@/features/order-result/components/booking-result';
import { holdDeadlineText } from '@/features/order-result/components/hold-deadline';
import { OrderNumber } from '@/features/order-result/components/order-number';
import { getPaymentStateQueryOptions } from '@/features/payment/api/get-payment-state';
import { PaymentFailed } from '@/features/payment/components/payment-failed';
import { PaymentInfoUnavailable } from '@/features/payment/components/payment-info-unavailable';
import { PaymentPending } from '@/features/payment/components/payment-pending';
import { orderDetailHref } from '@/features/orders/routes';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import { paymentHref, paymentStatusHref } from '@/lib/site/booking-flow/routes';
import { redirect } from '@/lib/site/i18n/navigation';
import { siteParams } from '../../../params';
import { loadOrder, type OrderPageProps } from '../../_components/load-order';
import { orderMetadata } from '../../_components/metadata';
import { OrderPage } from '../../_components/order-page';

// Rendered for each request: it reads the request (its address, or the visitor's session).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: OrderPageProps): Promise<Metadata> {
  return orderMetadata((await siteParams(params)).lang, 'result');
}

/**
 * /payment/status/{trade_no}: the result page of a booking to pay at the counter, or a paid one;
 * for an online booking not paid yet, the latest card payment: pending (read again until it
 * settles) or declined (the reason, and back to the form). With no attempt to show, the booking
 * belongs on its payment page (waiting, or expired).
 */
export default async function PaymentStatusPage(props: OrderPageProps) {
  const loaded = await loadOrder(props);
  if (loaded.failed) return loaded.failed;
  const { lang, order } = loaded;
  if (order.stage === 'result') {
    return (
      <OrderPage>
        <BookingResult order={order} />
      </OrderPage>
    );
  }
  const api = serverApiFor(lang, { useGuestToken: true });
  const payment = await getServerQueryClient().fetchQuery(getPaymentStateQueryOptions(api, order.tradeNo));
  if (payment.status === 'failed') {
    return (
      <OrderPage>
        <PaymentInfoUnavailable orderHref={orderDetailHref(order.tradeNo)} />
      </OrderPage>
    );
  }
  const { attempt } = payment.progress;
  if (payment.progress.paid) redirect({ href: paymentStatusHref(order.tradeNo), locale: lang });
  if (attempt?.status === 'pending' || attempt?.status === 'processing') {
    return (
      <OrderPage>
        <PaymentPending />
      </OrderPage>
    );
  }
  if (attempt?.status === 'failed' && order.stage === 'awaiting_payment') {
    const tDeadline = await getTranslations({ locale: lang, namespace: 'bookingResult.payment' });
    return (
      <OrderPage>
        <PaymentFailed
          tradeNo={order.tradeNo}
          code={attempt.code}
          heldUntil={holdDeadlineText(tDeadline, lang, order)}
          orderNumber={<OrderNumber tradeNo={order.tradeNo} />}
        />
      </OrderPage>
    );
  }
  redirect({ href: paymentHref(order.tradeNo), locale: lang });
}
