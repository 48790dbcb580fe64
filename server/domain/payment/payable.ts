import type { ApiErrorName } from '@/lib/api/contract/codes';
import { nextOrderStatus, nextPaymentStatus } from '@/lib/orders/transitions';
import type { orders } from '../../db/schema';
import { effectiveStatus } from '../booking/expiry';

/**
 * Why an order cannot be charged now, or null when it can. The state machine decides (the order's
 * 'pay' move and the payment status's 'pay' move must both be allowed from where the order is, an
 * overdue order reading EXPIRED); the rest only names the refusal so the traveller learns why.
 */
export function payRefusal(order: typeof orders.$inferSelect, now: Date): ApiErrorName | null {
  if (!nextPaymentStatus(order.paymentStatus, 'pay')) return 'order_paid';
  if (order.payMethod !== 'FULL_PREPAID') return 'order_not_payable';
  const status = effectiveStatus(order, now);
  if (nextOrderStatus(status, 'pay')) return order.expiresAt ? null : 'order_expired';
  if (status === 'CANCEL') return 'order_cancelled';
  if (status === 'EXPIRED') return 'order_expired';
  return 'order_not_payable';
}
