import { changeDeadline, changePolicyOf } from '@/lib/orders/change-rules';
import type { OrderFacts, RefundState } from '@/lib/orders/transitions';
import type { orders } from '../../db/schema';
import { effectiveStatus } from '../booking/expiry';

type OrderRow = typeof orders.$inferSelect;

/**
 * What the shared state machine (orderActions) judges an order by: its effective status (an
 * overdue unpaid order already reads EXPIRED), how it is paid, its pick-up time, its newest
 * refund's status, and whether it is a guest's. Every action and every page reads it from here.
 */
export const orderFacts = (order: OrderRow, refundStatus: RefundState | null, now: Date): OrderFacts => ({
  status: effectiveStatus(order, now),
  paymentStatus: order.paymentStatus,
  payMethod: order.payMethod,
  pickupAt: order.pickupAt.toISOString(),
  refundStatus,
  guestOrder: order.userId === null,
  changeDeadline: changeDeadline(order.pickupAt, changePolicyOf(order.changePolicy)).toISOString(),
});
