import type { Order } from '@/lib/api/contract/booking';

/**
 * Which page an order belongs on after booking:
 * - awaiting_payment: an online booking not paid yet and still held → /payment/{trade_no};
 * - expired: an online booking that was not paid in time → /payment/{trade_no}, its expired state;
 * - result: everything else (a booking to pay at the counter, a paid one, a cancelled one) →
 *   /payment/status/{trade_no}.
 * The API already reads an overdue unpaid order as EXPIRED, so the stage never depends on a clock.
 */
export type OrderStage = 'awaiting_payment' | 'expired' | 'result';

export function orderStage(order: Pick<Order, 'pay_method' | 'payment_status' | 'status'>): OrderStage {
  if (order.pay_method !== 'FULL_PREPAID' || order.payment_status !== 'NOT_PAY') return 'result';
  if (order.status === 'CREATE_ORDER') return 'awaiting_payment';
  if (order.status === 'EXPIRED') return 'expired';
  return 'result';
}

/** A booking that will happen: on the result page, neither cancelled nor expired (it gets a calendar file). */
export function isLiveBooking(order: Pick<Order, 'pay_method' | 'payment_status' | 'status'>): boolean {
  return orderStage(order) === 'result' && order.status !== 'CANCEL' && order.status !== 'EXPIRED';
}
