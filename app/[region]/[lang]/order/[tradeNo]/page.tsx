import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { getOrderQueryOptions } from '@/features/order-result/api/get-order';
import { ordersMetadata } from '@/features/orders/page-metadata';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import { siteParams, type SiteParams } from '../../params';
import { OrderDetailPage } from '../_components/order-detail-page';

// Rendered for each request: it reads the request (its address, or the visitor's session).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<SiteParams & { tradeNo: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return ordersMetadata((await siteParams(params)).lang, 'detail');
}

/** /order/{trade_no}: one of the visitor's orders (their account's, or one this browser booked or found). */
export default async function OrderPage({ params }: Props) {
  const [{ lang }, { tradeNo }] = await Promise.all([siteParams(params), params]);
  setRequestLocale(lang);
  // The visitor's own access: their account, or the guest session that booked or found the order.
  const api = serverApiFor(lang, { useGuestToken: true });
  const lookup = await getServerQueryClient().fetchQuery(getOrderQueryOptions(api, tradeNo));
  return <OrderDetailPage lookup={lookup} />;
}
