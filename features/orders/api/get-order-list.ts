import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { toOrderListPage } from '../to-site';
import type { OrderListPage, OrderListTab } from '../types';

export const ORDER_LIST_PAGE_SIZE = 10;

/** GET /order/get_order_list: one page of one tab of the logged-in traveller's orders, newest first. */
export const getOrderList = async (
  api: Api,
  tab: OrderListTab,
  page: number,
  signal?: AbortSignal,
): Promise<OrderListPage> =>
  toOrderListPage(
    await api.get('/order/get_order_list', { tab, page, page_size: ORDER_LIST_PAGE_SIZE }, { signal }),
  );

/**
 * The page prefetches it on the server (the visitor's access) and the browser reads the same entry.
 * Without a tab: the key of every page of the list, which an action on an order invalidates.
 */
export const getOrderListQueryOptions = (api: Api, tab?: OrderListTab, page = 1) =>
  queryOptions({
    queryKey: tab === undefined ? ['orders', 'list'] : ['orders', 'list', tab, page],
    queryFn: ({ signal }) => getOrderList(api, tab ?? 'all', page, signal),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useOrderList = (tab: OrderListTab, page: number) =>
  useQuery(getOrderListQueryOptions(useApi(), tab, page));
