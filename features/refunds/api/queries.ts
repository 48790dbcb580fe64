import { queryOptions } from '@tanstack/react-query';
import type { BrowserApi } from '@/lib/api/browser';

/**
 * One queryOptions per refund endpoint, read in the browser with the visitor's cookies (a user's
 * Auth, a guest's HttpOnly Auth_guest). The schemas load with the first call, not with the page.
 */
const contract = () => import('@/lib/api/contract/refunds');

export const refundKeys = {
  all: ['refunds'] as const,
  quote: (tradeNo: string) => ['refunds', 'quote', tradeNo] as const,
  detail: (tradeNo: string) => ['refunds', 'detail', tradeNo] as const,
  list: (page: number) => ['refunds', 'list', page] as const,
};

export const REFUND_PAGE_SIZE = 10;

export const refundQuoteQuery = (api: BrowserApi, tradeNo: string) =>
  queryOptions({
    queryKey: refundKeys.quote(tradeNo),
    queryFn: async () =>
      api.get('/refund/get_refund_quote', (await contract()).refundQuoteSchema, { trade_no: tradeNo }),
    // The fee depends on the time: read it again rather than trust a quote from minutes ago.
    staleTime: 0,
  });

export const refundDetailQuery = (api: BrowserApi, tradeNo: string) =>
  queryOptions({
    queryKey: refundKeys.detail(tradeNo),
    queryFn: async () =>
      api.get('/refund/get_refund_detail', (await contract()).refundSchema, { trade_no: tradeNo }),
    staleTime: 0,
  });

export const refundListQuery = (api: BrowserApi, page: number) =>
  queryOptions({
    queryKey: refundKeys.list(page),
    queryFn: async () =>
      api.get('/refund/get_refund_list', (await contract()).refundListSchema, {
        page,
        page_size: REFUND_PAGE_SIZE,
      }),
    staleTime: 0,
  });

export type ApplyBody = { trade_no: string; reason: string; remark: string };

export const applyForRefund = async (api: BrowserApi, body: ApplyBody) =>
  api.post('/refund/apply', (await contract()).refundSchema, body);

export const revokeRefund = async (api: BrowserApi, tradeNo: string) =>
  api.post('/refund/revoke', (await contract()).refundSchema, { trade_no: tradeNo });
