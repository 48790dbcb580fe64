import { and, eq, inArray, isNull } from 'drizzle-orm';
import { assertOrderMove, assertRefundMove, orderMoveSources } from '@/lib/orders/transitions';
import type { Db } from '../../db/client';
import { bookings, orders, refunds } from '../../db/schema';
import { GatewayNetworkError, type PaymentGateway } from '../../providers/payment/types';
import { latestRefund, moveRefund, type RefundRow } from '../refunds/moves';
import { paidCharge } from '../refunds/quote';
import { OperatorRefusal, recordAction, type OperatorContext } from './record';

type OrderRow = typeof orders.$inferSelect;

/** What an operator action did, as the command prints it. */
export type ActionResult = {
  action: string;
  tradeNo: string;
  from: string;
  to: string;
  detail: Record<string, unknown>;
};

export async function orderByTradeNo(db: Db, tradeNo: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(orders).where(eq(orders.tradeNo, tradeNo)).limit(1);
  const [order] = options.lock ? await query.for('update') : await query;
  if (!order) throw new OperatorRefusal(`no order ${tradeNo}`);
  return order;
}

async function refundOf(db: Db, order: OrderRow, lock: boolean): Promise<RefundRow> {
  const refund = await latestRefund(db, order.id, { lock });
  if (!refund) throw new OperatorRefusal(`order ${order.tradeNo} has no refund request`);
  return refund;
}

/** A refund move taken by customer service, recorded with the operator in the same transaction. */
async function operatorMove(
  db: Db,
  context: OperatorContext,
  tradeNo: string,
  event: 'review' | 'approve' | 'reject',
  set: { rejectReason?: string } = {},
): Promise<{ result: ActionResult; refund: RefundRow; order: OrderRow }> {
  const order = await orderByTradeNo(db, tradeNo);
  return db.transaction(async (tx) => {
    const refund = await refundOf(tx, order, true);
    const moved = await moveRefund(tx, refund, event, context.now, set);
    const detail = { from: refund.status, to: moved.status, ...set };
    await recordAction(tx, context, `refund_${event}`, { orderId: order.id, refundId: refund.id }, detail);
    return {
      result: { action: `refund_${event}`, tradeNo, from: refund.status, to: moved.status, detail },
      refund: moved,
      order,
    };
  });
}

/** REQUEST_REFUND → VERIFYING_REFUND: customer service has started to look at it. */
export async function reviewRefund(db: Db, context: OperatorContext, tradeNo: string) {
  return (await operatorMove(db, context, tradeNo, 'review')).result;
}

/** → REJECTED with a reason the traveller reads on the progress page. */
export async function rejectRefund(db: Db, context: OperatorContext, tradeNo: string, reason: string) {
  const trimmed = reason.trim();
  if (!trimmed)
    throw new OperatorRefusal('a rejection needs a reason the traveller can read (--reason "...")');
  if (trimmed.length > 500) throw new OperatorRefusal('the reason is longer than 500 characters');
  return (await operatorMove(db, context, tradeNo, 'reject', { rejectReason: trimmed })).result;
}

/**
 * Sends the refund's money back through the gateway, keyed by the refund's id, so asking again
 * (20 operators at once, or `complete` after a gateway failure) never refunds twice. Nothing is
 * sent when the fee kept everything. Answers the acquirer's reference.
 */
async function payOut(db: Db, gateway: PaymentGateway, refund: RefundRow, order: OrderRow, now: Date) {
  if (refund.gatewayRefundRef) return refund.gatewayRefundRef;
  const amountMinor = refund.quote?.refund.payment ?? 0;
  if (amountMinor <= 0) return null;
  const charge = await paidCharge(db, order.id);
  if (!charge?.gatewayRef) throw new OperatorRefusal(`order ${order.tradeNo} has no settled card payment`);
  let outcome;
  try {
    outcome = await gateway.refund(charge.gatewayRef, { key: refund.id, amountMinor }, now);
  } catch (error) {
    if (error instanceof GatewayNetworkError) {
      throw new OperatorRefusal(
        `the payment gateway could not be reached; the refund stays REFUNDING: run "refunds complete ${order.tradeNo}" to try again`,
      );
    }
    throw error;
  }
  if (outcome.status === 'refused') {
    throw new OperatorRefusal(
      `the payment gateway refused the refund (${outcome.reason}); it stays REFUNDING`,
    );
  }
  await db.update(refunds).set({ gatewayRefundRef: outcome.refundRef }).where(eq(refunds.id, refund.id));
  return outcome.refundRef;
}

/**
 * → REFUNDING, then the money goes back through the gateway. Only one of any number of concurrent
 * approvals moves the refund (row lock and guarded update); the others are refused by the state
 * machine and send nothing.
 */
export async function approveRefund(
  db: Db,
  context: OperatorContext,
  gateway: PaymentGateway,
  tradeNo: string,
): Promise<ActionResult> {
  const { result, refund, order } = await operatorMove(db, context, tradeNo, 'approve');
  const gatewayRef = await payOut(db, gateway, refund, order, context.now);
  return {
    ...result,
    detail: { ...result.detail, amountMinor: refund.quote?.refund.payment ?? 0, gatewayRef },
  };
}

/**
 * REFUNDING → COMPLETE_REFUND: makes sure the money went back (the gateway is asked again, by the
 * same key, if approve could not reach it), then in one transaction completes the refund, cancels
 * the order (refund_complete) and releases its car.
 */
export async function completeRefund(
  db: Db,
  context: OperatorContext,
  gateway: PaymentGateway,
  tradeNo: string,
): Promise<ActionResult> {
  const order = await orderByTradeNo(db, tradeNo);
  const current = await refundOf(db, order, false);
  // The state machine refuses anything but REFUNDING before the gateway is asked for anything.
  assertRefundMove(current.status, 'complete');
  const gatewayRef = await payOut(db, gateway, current, order, context.now);
  return db.transaction(async (tx) => {
    const refund = await refundOf(tx, order, true);
    const locked = await orderByTradeNo(tx, tradeNo, { lock: true });
    const orderTo = assertOrderMove(locked.status, 'refund_complete');
    const moved = await moveRefund(tx, refund, 'complete', context.now);
    await tx
      .update(orders)
      .set({ status: orderTo, updatedAt: context.now })
      .where(and(eq(orders.id, locked.id), inArray(orders.status, [...orderMoveSources('refund_complete')])));
    const released = await tx
      .update(bookings)
      .set({ releasedAt: context.now })
      .where(and(eq(bookings.orderId, locked.id), isNull(bookings.releasedAt)))
      .returning({ id: bookings.id });
    const detail = {
      from: refund.status,
      to: moved.status,
      order: { from: locked.status, to: orderTo },
      amountMinor: refund.quote?.refund.payment ?? 0,
      gatewayRef,
      carsReleased: released.length,
    };
    await recordAction(tx, context, 'refund_complete', { orderId: locked.id, refundId: refund.id }, detail);
    return { action: 'refund_complete', tradeNo, from: refund.status, to: moved.status, detail };
  });
}
