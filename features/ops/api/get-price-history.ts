import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { toPriceHistory } from '../to-site-prices';

/** GET /ops/prices/history: the store's price edits, newest first (prices.manage). */
export const getPriceHistory = async (api: Api, store: string, signal?: AbortSignal) =>
  toPriceHistory(await api.get('/ops/prices/history', { store }, { signal }));

export const getPriceHistoryQueryOptions = (api: Api, store: string) =>
  queryOptions({
    queryKey: ['ops', 'prices', store, 'history'],
    queryFn: ({ signal }) => getPriceHistory(api, store, signal),
  });

export const usePriceHistory = (store: string) => useQuery(getPriceHistoryQueryOptions(useApi(), store));
