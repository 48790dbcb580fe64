import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OrderListTab } from '@/lib/api/contract/orders';
import type { ApiGet } from './api-get';

export const ORDER_LIST_PAGE_SIZE = 10;

/** Every cached page of the list, to drop after an order changes. */
export const orderListKey = ['orders', 'list'] as const;

/** Which tab and page of /order the URL asks for (?tab=refund&page=2), read alike by page and list. */
export function orderListPlace(params: { get(name: string): string | null }) {
  const tab: OrderListTab = params.get('tab') === 'refund' ? 'refund' : 'all';
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  return { tab, page };
}

/**
 * GET /order/get_order_list: one page of one tab, newest first. The page prefetches it on the
 * server; an action on an order invalidates orderListKey, which reads it again.
 */
export const orderListQuery = (get: ApiGet, tab: OrderListTab, page: number) =>
  queryOptions({
    queryKey: [...orderListKey, tab, page],
    queryFn: async ({ signal }) => {
      const { orderListSchema } = await import('@/lib/api/contract/orders');
      return get(
        '/order/get_order_list',
        orderListSchema,
        { tab, page, page_size: ORDER_LIST_PAGE_SIZE },
        signal,
      );
    },
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
