import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { getCurrentUserQueryOptions } from '@/features/account/api/get-current-user';
import { getOrderListQueryOptions } from '@/features/orders/api/get-order-list';
import { OrderList } from '@/features/orders/components/order-list';
import { orderListPlace } from '@/features/orders/list-place';
import { ordersMetadata } from '@/features/orders/page-metadata';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import { redirect } from '@/lib/site/i18n/navigation';
import { COOKIES } from '@/lib/cookies';
import { siteParams, type SiteParams } from '../params';
import { OrdersPage } from './_components/orders-page';

// Rendered for each request: it reads the request (its query or the visitor's session).
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One value of a query parameter, as URLSearchParams.get answers it. */
const firstOf = (query: Record<string, string | string[] | undefined>) => ({
  get: (name: string) => {
    const value = query[name];
    return (Array.isArray(value) ? value[0] : value) ?? null;
  },
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return ordersMetadata((await siteParams(params)).lang, 'list');
}

/**
 * /order: the logged-in traveller's orders (a guest finds theirs at /query). Without a session the
 * visitor is sent to log in, with this page as the way back (return_to). The page of the list the
 * URL asks for is read on the server into react-query's cache, under the browser query's own key:
 * the list shows at once and the browser reads it again only when an order changes.
 */
export default async function OrderListPage({ params, searchParams }: Props) {
  const { lang } = await siteParams(params);
  setRequestLocale(lang);
  const hasToken = !!(await cookies()).get(COOKIES.auth)?.value;
  const user = await getServerQueryClient().fetchQuery(
    getCurrentUserQueryOptions(serverApiFor(lang), hasToken),
  );
  if (!user) redirect({ href: `/login?return_to=${encodeURIComponent('/order')}`, locale: lang });
  const { tab, page } = orderListPlace(firstOf(await searchParams));
  const queryClient = getServerQueryClient();
  const api = serverApiFor(lang, { useGuestToken: true });
  // A failed read is not kept: the list then reads it in the browser and offers a retry.
  await queryClient.prefetchQuery(getOrderListQueryOptions(api, tab, page));
  // The browser gets the list it reads, not the request's other reads (the user above).
  const [listKey] = getOrderListQueryOptions(api).queryKey;
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.queryKey[0] === listKey });
  return (
    <OrdersPage>
      <HydrationBoundary state={state}>
        {/* The tab and the page are read from the URL in the browser too (useSearchParams). */}
        <Suspense>
          <OrderList />
        </Suspense>
      </HydrationBoundary>
    </OrdersPage>
  );
}
