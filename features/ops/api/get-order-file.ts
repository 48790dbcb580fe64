import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { toOrderFile } from '../to-site';
import type { OpsOrderFile } from '../types';

/** GET /ops/order/detail: an order's whole file (a store role: its own stores' only, else unknown). */
export const getOrderFile = async (api: Api, tradeNo: string, signal?: AbortSignal): Promise<OpsOrderFile> =>
  toOrderFile(await api.get('/ops/order/detail', { trade_no: tradeNo }, { signal }));

/**
 * The page reads the file on the server and hands it to the browser under this key; an action
 * answers the file as it now stands and sets it here, so every part shows it at once.
 */
export const getOrderFileQueryOptions = (api: Api, tradeNo?: string) =>
  queryOptions({
    queryKey: tradeNo === undefined ? ['ops', 'file'] : ['ops', 'file', tradeNo],
    queryFn: ({ signal }) => getOrderFile(api, tradeNo ?? '', signal),
  });

/** The file of the page, from the cache the server render filled. */
export const useOrderFile = (tradeNo: string) =>
  useSuspenseQuery(getOrderFileQueryOptions(useApi(), tradeNo)).data;
