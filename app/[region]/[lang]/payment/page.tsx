import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { OrderLookupHint } from '@/features/order-result/components/order-lookup-hint';
import { siteParams, type SiteParams } from '../params';
import { orderMetadata } from './_components/metadata';
import { OrderPage } from './_components/order-page';

// Rendered for each request: it reads the request (its address, or the visitor's session).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return orderMetadata((await siteParams(params)).lang, 'lookup');
}

/** /payment without an order number (spec §2 allows it): where a booking can be found. */
export default async function PaymentIndexPage({ params }: Props) {
  setRequestLocale((await siteParams(params)).lang);
  return (
    <OrderPage>
      <OrderLookupHint />
    </OrderPage>
  );
}
