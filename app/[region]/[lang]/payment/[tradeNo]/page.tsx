import type { Metadata } from 'next';
import { AwaitingPayment } from '@/features/order-result/components/awaiting-payment';
import { ChangeAwaitingPayment } from '@/features/order-result/components/change-awaiting-payment';
import { PaymentExpired } from '@/features/order-result/components/payment-expired';
import { CardForm } from '@/features/payment/components/card-form';
import { paymentStatusHref } from '@/lib/site/booking-flow/routes';
import { redirect } from '@/lib/site/i18n/navigation';
import { siteParams } from '../../params';
import { loadOrder, type OrderPageProps } from '../_components/load-order';
import { orderMetadata } from '../_components/metadata';
import { OrderPage } from '../_components/order-page';

// Rendered for each request: it reads the request (its address, or the visitor's session).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: OrderPageProps): Promise<Metadata> {
  return orderMetadata((await siteParams(params)).lang, 'payment');
}

/**
 * /payment/{trade_no}: an online booking waiting for payment (the time left, the amount, the trip,
 * the card form), or its expired state; a paid booking whose dearer change waits: the difference.
 * A booking to pay at the counter, or one already paid, has nothing to pay here: it goes to its
 * result page.
 */
export default async function PaymentPage(props: OrderPageProps) {
  const loaded = await loadOrder(props);
  if (loaded.failed) return loaded.failed;
  const { lang, order, readAt } = loaded;
  const { expiresAt, awaitingChange } = order;
  if (awaitingChange) {
    return (
      <OrderPage>
        <ChangeAwaitingPayment
          order={{ ...order, awaitingChange }}
          payment={<CardForm tradeNo={order.tradeNo} amount={awaitingChange.due} />}
        />
      </OrderPage>
    );
  }
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
          serverTime={readAt}
          payment={<CardForm tradeNo={order.tradeNo} amount={order.money.online} />}
        />
      )}
    </OrderPage>
  );
}
