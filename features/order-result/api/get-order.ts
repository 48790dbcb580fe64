import 'server-only';
import { queryOptions } from '@tanstack/react-query';
import type { Order } from '@/lib/api/contract/booking';
import { ApiClientError } from '@/lib/site/api/errors';
import type { Api } from '@/lib/site/api/transport';
import { isTradeNo } from '@/lib/orders/trade-no';

export type OrderLookup =
  /** readAt: the server's clock when the order was read (ms), for the payment countdown */
  | { status: 'ok'; order: Order; readAt: number }
  /** no such order for this visitor: unknown, someone else's, or a number that is not one */
  | { status: 'not_found' }
  /** the API could not answer (network, timeout, 5xx): the page offers a retry */
  | { status: 'failed' };

/**
 * GET /order/get_order_detail for the visitor (an Api with the guest's access: a user's own order,
 * or one this browser booked as a guest, its HttpOnly Auth_guest cookie). Anyone else's order reads
 * as not found, by design. The order stays the API's: the pages map it (toOrderSummary), and the
 * calendar file is written from it as the confirmation e-mail's is.
 */
export async function getOrder(api: Api, tradeNo: string): Promise<OrderLookup> {
  if (!isTradeNo(tradeNo)) return { status: 'not_found' };
  try {
    const order = await api.get('/order/get_order_detail', { trade_no: tradeNo });
    return { status: 'ok', order, readAt: Date.now() };
  } catch (error) {
    if (error instanceof ApiClientError) {
      return error.reason === 'not_found' ? { status: 'not_found' } : { status: 'failed' };
    }
    throw error;
  }
}

/**
 * Read through the request's QueryClient (getServerQueryClient), so a page, its parts and its
 * calendar link share one call. A failure is an answer here (the lookup), never retried.
 */
export const getOrderQueryOptions = (api: Api, tradeNo: string) =>
  queryOptions({
    queryKey: ['order-result', 'order', tradeNo],
    queryFn: () => getOrder(api, tradeNo),
    retry: false,
  });
