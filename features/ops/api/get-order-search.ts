import 'server-only';
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '@/lib/site/api/transport';
import { toOrderPage } from '../to-site';
import type { OrderSearchValues } from '../types';

export type OrderSearch = Partial<OrderSearchValues> & { page?: number };

/** GET /ops/order/search: the orders that match, newest first, one page. Empty values are left out. */
export const getOrderSearch = async (api: Api, search: OrderSearch) => {
  const query = Object.fromEntries(
    Object.entries(search).filter(([, value]) => value !== '' && value !== undefined),
  );
  return toOrderPage(await api.get('/ops/order/search', { page_size: ORDER_PAGE_SIZE, ...query }));
};

export const ORDER_PAGE_SIZE = 20;

/** The results page reads its search from the URL on the server: each search is its own address. */
export const getOrderSearchQueryOptions = (api: Api, search: OrderSearch = {}) =>
  queryOptions({ queryKey: ['ops', 'orders', search], queryFn: () => getOrderSearch(api, search) });
