import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { opsMetadata } from '@/features/ops/page-metadata';
import { siteParams, type SiteParams } from '../../../params';
import { OrdersSearchPage, type SearchQuery } from '../../_components/orders-search-page';

// Rendered for each request: it reads the staff session and the search in the address.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<SiteParams>; searchParams: Promise<SearchQuery> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return opsMetadata((await siteParams(params)).lang, 'orders');
}

/** /ops/orders: find orders by number, phone, e-mail, name, store, pick-up days and status. */
export default async function OpsOrdersPage({ params, searchParams }: Props) {
  const [{ lang }, query] = await Promise.all([siteParams(params), searchParams]);
  setRequestLocale(lang);
  return <OrdersSearchPage lang={lang} query={query} />;
}
