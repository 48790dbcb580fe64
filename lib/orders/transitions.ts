import { z } from 'zod';

/**
 * The one place that says which moves an order, its payment status and its refund may make (issue
 * 12, DESIGN.md §6). Every status change on the server asks `assertOrderMove` / `assertPaymentMove`
 * / `assertRefundMove` (or guards its UPDATE with the event's sources and target) before it writes,
 * and the
 * pages offer exactly the actions `orderActions` answers, so a forbidden move is refused in one place.
 * Pure: the server and the browser share it.
 */

export const ORDER_STATUSES = ['CREATE_ORDER', 'NORMAL', 'CONFIRMED', 'CANCEL', 'EXPIRED', 'TEST'] as const;
export type OrderState = (typeof ORDER_STATUSES)[number];

/**
 * REQUEST_REFUND (applied) → VERIFYING_REFUND (customer service reviews) → REFUNDING (approved, the
 * money sent back through the gateway) → COMPLETE_REFUND (the order becomes CANCEL). The traveller
 * may revoke (REVOKED) before REFUNDING; customer service may reject (REJECTED, with a reason).
 */
export const REFUND_STATUSES = [
  'REQUEST_REFUND',
  'VERIFYING_REFUND',
  'REFUNDING',
  'COMPLETE_REFUND',
  'REVOKED',
  'REJECTED',
] as const;
export const refundStateSchema = z.enum(REFUND_STATUSES);
export type RefundState = z.infer<typeof refundStateSchema>;

/** Why an order changes status: each event names one transition of the table below. */
export type OrderEvent =
  | 'pay' // the online payment was taken
  | 'pay_confirm_now' // the online payment was taken for a package that confirms at once
  | 'expire' // unpaid past its 30 minutes
  | 'cancel' // the traveller cancels an unpaid order before pick-up
  | 'confirm' // the store confirms (customer service, or confirm_now at once)
  | 'refund_complete'; // the refund of a paid order is complete

const ORDER_MOVES: Record<OrderEvent, { from: readonly OrderState[]; to: OrderState }> = {
  pay: { from: ['CREATE_ORDER'], to: 'NORMAL' },
  // A confirm_now package needs no word from the store: it is confirmed the moment it is paid.
  // One move, not pay then confirm, so no reader (or crash) ever sees a paid confirm_now order
  // waiting for a confirmation that nobody will give.
  pay_confirm_now: { from: ['CREATE_ORDER'], to: 'CONFIRMED' },
  expire: { from: ['CREATE_ORDER'], to: 'EXPIRED' },
  cancel: { from: ['CREATE_ORDER', 'NORMAL', 'CONFIRMED'], to: 'CANCEL' },
  confirm: { from: ['NORMAL'], to: 'CONFIRMED' },
  refund_complete: { from: ['NORMAL', 'CONFIRMED'], to: 'CANCEL' },
};

/** How the order is paid: NOT_PAY → HAD_PAID when the online payment is taken, and never back. */
export const PAYMENT_STATUSES = ['NOT_PAY', 'HAD_PAID'] as const;
export type OrderPaymentState = (typeof PAYMENT_STATUSES)[number];
export type PaymentEvent = 'pay';

const PAYMENT_MOVES: Record<PaymentEvent, { from: readonly OrderPaymentState[]; to: OrderPaymentState }> = {
  pay: { from: ['NOT_PAY'], to: 'HAD_PAID' },
};

export type RefundEvent = 'review' | 'approve' | 'complete' | 'revoke' | 'reject';

const REFUND_MOVES: Record<RefundEvent, { from: readonly RefundState[]; to: RefundState }> = {
  review: { from: ['REQUEST_REFUND'], to: 'VERIFYING_REFUND' },
  approve: { from: ['REQUEST_REFUND', 'VERIFYING_REFUND'], to: 'REFUNDING' },
  complete: { from: ['REFUNDING'], to: 'COMPLETE_REFUND' },
  revoke: { from: ['REQUEST_REFUND', 'VERIFYING_REFUND'], to: 'REVOKED' },
  reject: { from: ['REQUEST_REFUND', 'VERIFYING_REFUND'], to: 'REJECTED' },
};

/** A refund still in progress: the order has at most one, and it blocks another application. */
export const LIVE_REFUND_STATUSES: readonly RefundState[] = [
  'REQUEST_REFUND',
  'VERIFYING_REFUND',
  'REFUNDING',
];

export class ForbiddenMoveError extends Error {
  constructor(
    readonly machine: 'order' | 'payment' | 'refund',
    readonly event: string,
    readonly from: string,
  ) {
    super(`${machine} cannot ${event} from ${from}`);
  }
}

/** The status after `event`, or null when the table forbids it. */
export function nextOrderStatus(from: OrderState, event: OrderEvent): OrderState | null {
  const move = ORDER_MOVES[event];
  return move.from.includes(from) ? move.to : null;
}

export function nextPaymentStatus(from: OrderPaymentState, event: PaymentEvent): OrderPaymentState | null {
  const move = PAYMENT_MOVES[event];
  return move.from.includes(from) ? move.to : null;
}

export function nextRefundStatus(from: RefundState, event: RefundEvent): RefundState | null {
  const move = REFUND_MOVES[event];
  return move.from.includes(from) ? move.to : null;
}

export function assertOrderMove(from: OrderState, event: OrderEvent): OrderState {
  const to = nextOrderStatus(from, event);
  if (!to) throw new ForbiddenMoveError('order', event, from);
  return to;
}

export function assertPaymentMove(from: OrderPaymentState, event: PaymentEvent): OrderPaymentState {
  const to = nextPaymentStatus(from, event);
  if (!to) throw new ForbiddenMoveError('payment', event, from);
  return to;
}

export function assertRefundMove(from: RefundState, event: RefundEvent): RefundState {
  const to = nextRefundStatus(from, event);
  if (!to) throw new ForbiddenMoveError('refund', event, from);
  return to;
}

/** The statuses an order event may start from (for a guarded UPDATE … WHERE status IN (…)). */
export const orderMoveSources = (event: OrderEvent): readonly OrderState[] => ORDER_MOVES[event].from;
/** Where an order event leads (each event has one target): for a batch moved by one guarded UPDATE. */
export const orderMoveTarget = (event: OrderEvent): OrderState => ORDER_MOVES[event].to;
export const paymentMoveSources = (event: PaymentEvent): readonly OrderPaymentState[] =>
  PAYMENT_MOVES[event].from;
export const refundMoveSources = (event: RefundEvent): readonly RefundState[] => REFUND_MOVES[event].from;

export const ORDER_ACTIONS = [
  'pay',
  'cancel',
  'change',
  'delete',
  'bind',
  'apply_refund',
  'revoke_refund',
] as const;
export const orderActionSchema = z.enum(ORDER_ACTIONS);
export type OrderAction = z.infer<typeof orderActionSchema>;

/** What the actions depend on: the order as stored, its live refund, and who asks. */
export type OrderFacts = {
  /** the effective status: an overdue unpaid order already reads EXPIRED */
  status: OrderState;
  paymentStatus: OrderPaymentState;
  payMethod: 'FULL_PREPAID' | 'ARRIVAL';
  /** ISO instant of the pick-up */
  pickupAt: string;
  /** the newest refund's status, if any */
  refundStatus: RefundState | null;
  /** the order belongs to no account yet (a guest's booking) */
  guestOrder: boolean;
  /** ISO instant of the last moment its package takes a change (lib/orders/change-rules.ts); none: never */
  changeDeadline?: string | null;
};

/**
 * The actions the traveller may take on the order now:
 * - pay: an online order waiting for its payment, not expired;
 * - cancel: not paid (a paid order is cancelled through a refund), before pick-up;
 * - change: booked and not ended, before its package's change deadline, with no refund in progress
 *   or done (lib/orders/change-rules.ts says why not, for the API's refusals);
 * - delete: ended orders (cancelled or expired) leave the list;
 * - bind: a guest's order, to a verified mobile number (it then shows in that account);
 * - apply_refund: paid, before pick-up, with no refund in progress or done;
 * - revoke_refund: a refund not yet being paid out.
 */
export function orderActions(order: OrderFacts, now: Date): OrderAction[] {
  if (order.status === 'TEST') return [];
  const beforePickup = now.getTime() < Date.parse(order.pickupAt);
  const live = order.status === 'CREATE_ORDER' || order.status === 'NORMAL' || order.status === 'CONFIRMED';
  const refund = order.refundStatus;
  const actions: OrderAction[] = [];
  if (
    order.status === 'CREATE_ORDER' &&
    order.paymentStatus === 'NOT_PAY' &&
    order.payMethod === 'FULL_PREPAID'
  ) {
    actions.push('pay');
  }
  if (live && order.paymentStatus === 'NOT_PAY' && beforePickup) actions.push('cancel');
  const refundClosed = refund === null || refund === 'REVOKED' || refund === 'REJECTED';
  if (live && refundClosed && order.changeDeadline && now.getTime() < Date.parse(order.changeDeadline))
    actions.push('change');
  if (order.status === 'CANCEL' || order.status === 'EXPIRED') actions.push('delete');
  if (order.guestOrder) actions.push('bind');
  if (live && order.paymentStatus === 'HAD_PAID' && beforePickup && refundClosed)
    actions.push('apply_refund');
  if (refund !== null && nextRefundStatus(refund, 'revoke')) actions.push('revoke_refund');
  return actions;
}
