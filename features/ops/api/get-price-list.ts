import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { toPriceList } from '../to-site-prices';

/** GET /ops/prices/list: a store's prices with their periods (prices.manage). */
export const getPriceList = async (api: Api, store: string, signal?: AbortSignal) =>
  toPriceList(await api.get('/ops/prices/list', { store }, { signal }));

export const getPriceListQueryOptions = (api: Api, store: string) =>
  queryOptions({
    queryKey: ['ops', 'prices', store],
    queryFn: ({ signal }) => getPriceList(api, store, signal),
  });

export const usePriceList = (store: string) =>
  useSuspenseQuery(getPriceListQueryOptions(useApi(), store)).data;
