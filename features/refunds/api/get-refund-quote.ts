import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { toRefundQuote } from '../to-site';
import type { RefundQuote } from '../types';

/** GET /refund/get_refund_quote: what was paid, the fee and the refund the policy gives now. */
export const getRefundQuote = async (api: Api, tradeNo: string): Promise<RefundQuote> =>
  toRefundQuote(await api.get('/refund/get_refund_quote', { trade_no: tradeNo }));

/** Without a number: the key of every quote (to drop them all). */
export const getRefundQuoteQueryOptions = (api: Api, tradeNo?: string) =>
  queryOptions({
    queryKey: tradeNo === undefined ? ['refunds', 'quote'] : ['refunds', 'quote', tradeNo],
    queryFn: () => getRefundQuote(api, tradeNo ?? ''),
    // The fee depends on the time: read it again rather than trust a quote from minutes ago.
    staleTime: 0,
  });

/** Read in the browser with the visitor's cookies (a user's Auth, a guest's HttpOnly Auth_guest). */
export const useRefundQuote = (tradeNo: string) => useQuery(getRefundQuoteQueryOptions(useApi(), tradeNo));
