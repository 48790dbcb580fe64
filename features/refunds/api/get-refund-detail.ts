import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { toRefund } from '../to-site';
import type { Refund } from '../types';

/** GET /refund/get_refund_detail: the order's newest refund request, with its progress. */
export const getRefundDetail = async (api: Api, tradeNo: string): Promise<Refund> =>
  toRefund(await api.get('/refund/get_refund_detail', { trade_no: tradeNo }));

/** Without a number: the key of every refund's detail (to drop them all). */
export const getRefundDetailQueryOptions = (api: Api, tradeNo?: string) =>
  queryOptions({
    queryKey: tradeNo === undefined ? ['refunds', 'detail'] : ['refunds', 'detail', tradeNo],
    queryFn: () => getRefundDetail(api, tradeNo ?? ''),
    staleTime: 0,
  });

/**
 * The refund of an order, read in the browser with the visitor's cookies. `enabled: false` reads
 * nothing (the order page asks only once the refund is complete).
 */
export const useRefundDetail = (tradeNo: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getRefundDetailQueryOptions(useApi(), tradeNo), enabled });
