import type { ApiErrorName } from '@/lib/api/contract/codes';
import type { orders } from '../../db/schema';

/**
 * Why an order cannot be charged now, or null when it can: only an online booking still waiting
 * for its payment (CREATE_ORDER / NOT_PAY) within its 30 minutes.
 */
export function payRefusal(order: typeof orders.$inferSelect, now: Date): ApiErrorName | null {
  if (order.paymentStatus === 'HAD_PAID') return 'order_paid';
  if (order.payMethod !== 'FULL_PREPAID') return 'order_not_payable';
  if (order.status === 'CANCEL') return 'order_cancelled';
  if (order.status === 'EXPIRED') return 'order_expired';
  if (order.status !== 'CREATE_ORDER') return 'order_not_payable';
  if (!order.expiresAt || order.expiresAt <= now) return 'order_expired';
  return null;
}
