import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { toOrderDetail } from '../to-site';
import type { OrderDetail } from '../types';

/** GET /order/get_order_detail: one order the visitor may read (their account, or the guest session). */
export const getOrderDetail = async (api: Api, tradeNo: string, signal?: AbortSignal): Promise<OrderDetail> =>
  toOrderDetail(await api.get('/order/get_order_detail', { trade_no: tradeNo }, { signal }));

/**
 * The page reads the order on the server and puts it in the cache under this key; an action
 * invalidates it (without a number: every cached order), and the parts of the page that change with
 * it (status, actions, amounts, files) show the order read again.
 */
export const getOrderDetailQueryOptions = (api: Api, tradeNo?: string) =>
  queryOptions({
    queryKey: tradeNo === undefined ? ['orders', 'detail'] : ['orders', 'detail', tradeNo],
    queryFn: ({ signal }) => getOrderDetail(api, tradeNo ?? '', signal),
  });

/** The order of the page, from the cache the page's server render filled (it never waits here). */
export const useOrderDetail = (tradeNo: string) =>
  useSuspenseQuery(getOrderDetailQueryOptions(useApi(), tradeNo)).data;
