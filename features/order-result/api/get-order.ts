import 'server-only';
import { cache } from 'react';
import { orderSchema, tradeNoSchema, type Order } from '@/lib/api/contract/booking';
import { ApiClientError } from '@/lib/api/errors';
import { serverApi } from '@/lib/api/server';
import { LANG_TO_LOCALE, regionOfLang, type Lang } from '@/lib/i18n/locales';

export type OrderLookup =
  /** readAt: the server's clock when the order was read (ms), for the payment countdown */
  | { status: 'ok'; order: Order; readAt: number }
  /** no such order for this visitor: unknown, someone else's, or a number that is not one */
  | { status: 'not_found' }
  /** the API could not answer (network, timeout, 5xx): the page offers a retry */
  | { status: 'failed' };

/**
 * GET /order/get_order_detail for the visitor: a user's own order, or one this browser booked as
 * a guest (its HttpOnly Auth_guest cookie). Anyone else's order reads as not found, by design.
 * Cached per request, so a page and its calendar link or metadata share one call.
 */
export const getOrder = cache(async (tradeNo: string, lang: Lang): Promise<OrderLookup> => {
  if (!tradeNoSchema.safeParse(tradeNo).success) return { status: 'not_found' };
  try {
    const order = await serverApi.get(
      '/order/get_order_detail',
      orderSchema,
      { trade_no: tradeNo },
      { params: { region: regionOfLang(lang), locale: LANG_TO_LOCALE[lang] }, useGuestToken: true },
    );
    return { status: 'ok', order, readAt: Date.now() };
  } catch (error) {
    if (error instanceof ApiClientError) {
      return error.reason === 'not_found' ? { status: 'not_found' } : { status: 'failed' };
    }
    throw error;
  }
});
