import 'server-only';
import { queryOptions } from '@tanstack/react-query';
import { ApiClientError } from '@/lib/site/api/errors';
import type { Api } from '@/lib/site/api/transport';
import { isTradeNo } from '@/lib/orders/trade-no';
import { toPaymentProgress } from '../to-site';
import type { PaymentLookup } from '../types';

/**
 * GET /payment/get_payment_status for the visitor's order (an Api with the guest's access): its
 * latest attempt; a pending one is asked about at the acquirer on the way. Any failure reads as
 * 'failed': the page then asks whether to go to the order page (spec §8).
 */
export async function getPaymentState(api: Api, tradeNo: string): Promise<PaymentLookup> {
  if (!isTradeNo(tradeNo)) return { status: 'failed' };
  try {
    const state = await api.get('/payment/get_payment_status', { trade_no: tradeNo });
    return { status: 'ok', progress: toPaymentProgress(state) };
  } catch (error) {
    if (error instanceof ApiClientError) return { status: 'failed' };
    throw error;
  }
}

/** Read once per server request (getServerQueryClient); a failure is an answer, never retried. */
export const getPaymentStateQueryOptions = (api: Api, tradeNo: string) =>
  queryOptions({
    queryKey: ['payment', 'state', tradeNo],
    queryFn: () => getPaymentState(api, tradeNo),
    retry: false,
  });
