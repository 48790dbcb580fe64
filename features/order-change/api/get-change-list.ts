import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { toChangeRecord } from '../to-site';
import type { ChangeRecord, OrderCurrencies } from '../types';

/** GET /order/change/list: the order's changes, oldest first, in the order's currencies. */
export const getChangeList = async (
  api: Api,
  tradeNo: string,
  currencies: OrderCurrencies,
  signal?: AbortSignal,
): Promise<ChangeRecord[]> =>
  (await api.get('/order/change/list', { trade_no: tradeNo }, { signal })).list.map((record) =>
    toChangeRecord(record, currencies),
  );

/** Without a number: the key of every order's changes (a confirm drops them all). */
export const getChangeListQueryOptions = (api: Api, tradeNo?: string, currencies?: OrderCurrencies) =>
  queryOptions({
    queryKey: tradeNo === undefined ? ['order-change', 'list'] : ['order-change', 'list', tradeNo],
    queryFn: ({ signal }) => getChangeList(api, tradeNo ?? '', currencies as OrderCurrencies, signal),
    enabled: tradeNo !== undefined && currencies !== undefined,
  });

/** Read in the browser with the visitor's cookies (the same access as the order page's). */
export const useChangeList = (tradeNo: string, currencies: OrderCurrencies) =>
  useQuery(getChangeListQueryOptions(useApi(), tradeNo, currencies));
