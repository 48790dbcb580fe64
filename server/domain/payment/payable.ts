import type { ApiErrorName } from '@/lib/api/contract/codes';
import { storedDecimal } from '@/lib/money';
import { nextOrderStatus, nextPaymentStatus } from '@/lib/orders/transitions';
import type { Db } from '../../db/client';
import type { orders } from '../../db/schema';
import { effectiveStatus } from '../booking/expiry';
import { awaitingChangeOf } from '../changes/awaiting-read';
import { ApiError } from '../errors';

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

/**
 * What a card pays for the order now: its online total while it waits for its payment, or, once
 * paid, the difference of a dearer change waiting for it (issue 32: its `changeId`). Refuses with
 * the reason otherwise (payRefusal). The amount is the server's, never the browser's.
 */
export async function payableNow(
  db: Db,
  order: typeof orders.$inferSelect,
  now: Date,
): Promise<{ amount: string; changeId: string | null }> {
  const minorUnits = order.bill.currencies.payment.minorUnits;
  const status = effectiveStatus(order, now);
  if (order.paymentStatus === 'HAD_PAID' && status !== 'CANCEL' && status !== 'EXPIRED') {
    const change = await awaitingChangeOf(db, order.id, now);
    if (change) return { amount: storedDecimal(change.dueMinor, minorUnits), changeId: change.id };
  }
  const refusal = payRefusal(order, now);
  if (refusal) throw new ApiError(refusal);
  return { amount: storedDecimal(order.bill.onlinePrice.payment, minorUnits), changeId: null };
}
