import { notFound } from 'next/navigation';
import type { ReactElement } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { getOrderQueryOptions } from '@/features/order-result/api/get-order';
import { OrderFetchFailed } from '@/features/order-result/components/order-fetch-failed';
import { toOrderSummary } from '@/features/order-result/to-site';
import type { OrderSummary } from '@/features/order-result/types';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import type { Lang } from '@/lib/i18n/locales';
import { siteParams, type SiteParams } from '../../params';
import { OrderPage } from './order-page';

export type OrderPageProps = { params: Promise<SiteParams & { tradeNo: string }> };

type LoadedOrder =
  | { lang: Lang; failed: ReactElement }
  | { lang: Lang; failed?: undefined; order: OrderSummary; readAt: number };

/**
 * The order of a page after booking, read for this visitor: 404 for an order that is unknown or not
 * theirs, or the page that says it could not be read (the API failed) for the page to show as is.
 */
export async function loadOrder({ params }: OrderPageProps): Promise<LoadedOrder> {
  const [{ lang }, { tradeNo }] = await Promise.all([siteParams(params), params]);
  setRequestLocale(lang);
  const api = serverApiFor(lang, { useGuestToken: true });
  const lookup = await getServerQueryClient().fetchQuery(getOrderQueryOptions(api, tradeNo));
  if (lookup.status === 'not_found') notFound();
  if (lookup.status === 'failed') {
    return {
      lang,
      failed: (
        <OrderPage>
          <OrderFetchFailed />
        </OrderPage>
      ),
    };
  }
  return { lang, order: toOrderSummary(lookup.order), readAt: lookup.readAt };
}
