import type { BrowserApi } from '@/lib/api/browser';
import { paymentStateSchema, type PaymentState } from '@/lib/api/contract/payment';

export type PayBody = {
  trade_no: string;
  card_number: string;
  expiry: string;
  cvv: string;
  holder_name: string;
};

/**
 * POST /payment/pay with its Idempotency-Key: the same key again answers the first answer, so a
 * retry after a lost answer (or a double click) never charges twice. No amount is sent: the server
 * charges the order's stored total.
 */
export const payOrder = (api: BrowserApi, body: PayBody, idempotencyKey: string): Promise<PaymentState> =>
  api.post('/payment/pay', paymentStateSchema, body, { headers: { 'Idempotency-Key': idempotencyKey } });
