import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getOrder } from '@/features/order-result/api/get-order';
import { AwaitingPayment } from '@/features/order-result/components/awaiting-payment';
import { OrderFetchFailed } from '@/features/order-result/components/order-fetch-failed';
import { PaymentExpired } from '@/features/order-result/components/payment-expired';
import { toOrderSummary } from '@/features/order-result/to-site';
import { CardForm } from '@/features/payment/components/card-form';
import { paymentStatusHref } from '@/lib/booking-flow/routes';
import { redirect } from '@/lib/i18n/navigation';
import { siteParams, type SiteParams } from '../../params';
import { orderMetadata } from '../_components/metadata';
import { OrderPage } from '../_components/order-page';

// Rendered for each request: it reads the request (its address, or the visitor's session).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<SiteParams & { tradeNo: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return orderMetadata((await siteParams(params)).lang, 'payment');
}

/**
 * /payment/{trade_no}: an online booking waiting for payment (the time left, the amount, the trip,
 * the card form), or its expired state. A booking to pay at the counter, or one already paid, has nothing to pay
 * here: it goes to its result page.
 */
export default async function PaymentPage({ params }: Props) {
  const [{ lang }, { tradeNo }] = await Promise.all([siteParams(params), params]);
  setRequestLocale(lang);
  const lookup = await getOrder(tradeNo, lang);
  if (lookup.status === 'not_found') notFound();
  if (lookup.status === 'failed') {
    return (
      <OrderPage>
        <OrderFetchFailed />
      </OrderPage>
    );
  }
  const order = toOrderSummary(lookup.order);
  const { expiresAt } = order;
  if (order.stage === 'result' || (order.stage === 'awaiting_payment' && !expiresAt)) {
    redirect({ href: paymentStatusHref(order.tradeNo), locale: lang });
  }
  return (
    <OrderPage>
      {order.stage === 'expired' || !expiresAt ? (
        <PaymentExpired searchAgainHref={order.searchAgainHref} />
      ) : (
        <AwaitingPayment
          order={{ ...order, expiresAt }}
          serverTime={lookup.readAt}
          payment={<CardForm tradeNo={order.tradeNo} amount={order.money.online} />}
        />
      )}
    </OrderPage>
  );
}
