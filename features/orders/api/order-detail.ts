import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Order } from '@/lib/api/contract/booking';
import type { Api } from '@/lib/api/transport';

/**
 * How the order is read: through an Api (the browser's; an action's key needs no reading), or a
 * function that hands over an order already read (the page's server render read it).
 */
export type OrderDetailSource =
  Pick<Api, 'get'> | ((tradeNo: string, signal?: AbortSignal) => Promise<Order>);

/**
 * GET /order/get_order_detail: one order the visitor may read, kept as the API answers it (the
 * facts and amounts read it so). Not yet the one shape (getOrderDetail, getOrderDetailQueryOptions
 * taking the Api, a site type from to-site.ts): tests/unit/orders-pages.test.tsx builds this query
 * with a reader function and fills it with the API's order, which it renders OrderFacts with. The page reads it on the server and puts it in the cache under
 * this key; the actions invalidate it (without a number: every cached order), and the parts of the
 * page that change with them (status, actions, amounts, files) show the order read again.
 */
export const orderDetailQuery = (source: OrderDetailSource, tradeNo?: string) =>
  queryOptions({
    queryKey: tradeNo === undefined ? ['orders', 'detail'] : ['orders', 'detail', tradeNo],
    queryFn: ({ signal }) =>
      typeof source === 'function'
        ? source(tradeNo ?? '', signal)
        : source.get('/order/get_order_detail', { trade_no: tradeNo }, { signal }),
  });

/** The order of the page, from the cache the page's server render filled (it never waits here). */
export function useOrderDetail(tradeNo: string) {
  return useSuspenseQuery(orderDetailQuery(useApi(), tradeNo)).data;
}
