import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { getOrder } from '@/features/order-result/api/get-order';
import { ordersMetadata } from '@/features/orders/page-metadata';
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
  return <OrderDetailPage lookup={await getOrder(tradeNo, lang)} />;
}
