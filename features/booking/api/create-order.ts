import type { BrowserApi } from '@/lib/api/browser';
import type { ApiClientError } from '@/lib/api/errors';
import { createdOrderSchema, type CreatedOrder, type CreateOrderBody } from '@/lib/api/contract/booking';

/**
 * POST /order/create with its Idempotency-Key: the same key again answers the first answer, so a
 * retry after a lost answer never makes a second order.
 */
export const createOrder = (
  api: BrowserApi,
  body: CreateOrderBody,
  idempotencyKey: string,
): Promise<CreatedOrder> =>
  api.post('/order/create', createdOrderSchema, body, { headers: { 'Idempotency-Key': idempotencyKey } });

/** The refused driver of age_not_allowed / driver_age_mismatch (data.driver), the main one when unsaid. */
export function refusedDriver(error: ApiClientError): number {
  const driver = (error.data as { driver?: unknown } | null)?.driver;
  return typeof driver === 'number' && Number.isInteger(driver) ? driver : 0;
}

/** The store's range of age_not_allowed (data.min, data.max), when given. */
export function refusedAges(error: ApiClientError): { min: number; max: number } | null {
  const data = error.data as { min?: unknown; max?: unknown } | null;
  return typeof data?.min === 'number' && typeof data.max === 'number'
    ? { min: data.min, max: data.max }
    : null;
}
