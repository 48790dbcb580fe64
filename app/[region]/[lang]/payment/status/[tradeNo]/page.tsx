import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getOrder } from '@/features/order-result/api/get-order';
import { BookingResult } from '@/features/order-result/components/booking-result';
import { OrderFetchFailed } from '@/features/order-result/components/order-fetch-failed';
import { toOrderSummary } from '@/features/order-result/to-site';
import { paymentHref } from '@/lib/booking-flow/routes';
import { redirect } from '@/lib/i18n/navigation';
import { siteParams, type SiteParams } from '../../../params';
import { orderMetadata } from '../../_components/metadata';
import { OrderPage } from '../../_components/order-page';

type Props = { params: Promise<SiteParams & { tradeNo: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return orderMetadata((await siteParams(params)).lang, 'result');
}

/**
 * /payment/status/{trade_no}: the result page of a booking to pay at the counter, or a paid one.
 * An online booking that is not paid belongs on its payment page (waiting, or expired).
 */
export default async function PaymentStatusPage({ params }: Props) {
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
  if (order.stage !== 'result') redirect({ href: paymentHref(order.tradeNo), locale: lang });
  return (
    <OrderPage>
      <BookingResult order={order} />
    </OrderPage>
  );
}
