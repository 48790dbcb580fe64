import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { CreateOrderBody } from '@/lib/api/contract/booking';
import type { Api } from '@/lib/site/api/transport';
import { toBookedOrder } from '../to-site';
import type { BookedOrder } from '../types';

export type CreateOrderInput = {
  /** lib/site/booking-flow/order-body.ts: the car, the proofs and the form */
  body: CreateOrderBody;
  /** the same key again answers the first answer: a retry never makes a second order */
  idempotencyKey: string;
};

/**
 * POST /order/create with its Idempotency-Key. Refusals are read by book-outcome.ts (what the page
 * does next) and refusals.ts (which driver, which ages).
 */
export const createOrder = async (
  api: Api,
  { body, idempotencyKey }: CreateOrderInput,
): Promise<BookedOrder> =>
  toBookedOrder(await api.post('/order/create', body, { headers: { 'Idempotency-Key': idempotencyKey } }));

/** Asked once per call: the retries under the same key are use-book.ts's, which knows why it asks again. */
export function useCreateOrder() {
  const api = useApi();
  // 'always': offline, the call fails as a network error (the page offers to try again with the
  // same key) instead of waiting unseen.
  return useMutation({
    mutationFn: (input: CreateOrderInput) => createOrder(api, input),
  });
}
