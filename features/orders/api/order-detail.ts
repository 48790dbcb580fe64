import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import { browserGet, type ApiGet } from './api-get';

/**
 * GET /order/get_order_detail: one order the visitor may read. The page reads it on the server and
 * puts it in the cache under this key; the actions invalidate it, and the parts of the page that
 * change with them (status, actions, amounts, files) show the order read again.
 */
export const orderDetailQuery = (get: ApiGet, tradeNo: string) =>
  queryOptions({
    queryKey: ['orders', 'detail', tradeNo] as const,
    queryFn: async ({ signal }) => {
      const { orderSchema } = await import('@/lib/api/contract/booking');
      return get('/order/get_order_detail', orderSchema, { trade_no: tradeNo }, signal);
    },
  });

/** Every cached order, to read again after one changes. */
export const orderDetailKey = ['orders', 'detail'] as const;

/** The order of the page, from the cache the page's server render filled (it never waits here). */
export function useOrderDetail(tradeNo: string) {
  const api = useApi();
  return useSuspenseQuery(orderDetailQuery(browserGet(api), tradeNo)).data;
}
