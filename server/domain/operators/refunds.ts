import { and, eq, inArray, isNull } from 'drizzle-orm';
import { assertOrderMove, assertRefundMove, orderMoveSources } from '@/lib/orders/transitions';
import type { Db } from '../../db/client';
import { bookings, orders, refunds } from '../../db/schema';
import { GatewayNetworkError, type PaymentGateway } from '../../providers/payment/types';
import { latestRefund, moveRefund, type RefundRow } from '../refunds/moves';
import { refundToCharges } from '../payment/refund-to-charges';
import { OperatorRefusal, recordAction, type OperatorContext } from './record';
import { orderInScope } from './scope';

type OrderRow = typeof orders.$inferSelect;

/** What an operator action did, as the command prints it. */
export type ActionResult = {
  action: string;
  tradeNo: string;
  from: string;
  to: string;
  detail: Record<string, unknown>;
};

/**
 * The order of that number among those the caller reaches (context.stores: ./scope.ts): one of
 * another store is refused exactly like one that does not exist.
 */
export async function orderByTradeNo(
  db: Db,
  tradeNo: string,
  options: { lock?: boolean; stores?: readonly string[] | null } = {},
) {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.tradeNo, tradeNo), orderInScope(options.stores)))
    .limit(1);
  const [order] = options.lock ? await query.for('update') : await query;
  if (!order) throw new OperatorRefusal(`no order ${tradeNo}`, 'unknown_order');
  return order;
}

async function refundOf(db: Db, order: OrderRow, lock: boolean): Promise<RefundRow> {
  const refund = await latestRefund(db, order.id, { lock });
  if (!refund) throw new OperatorRefusal(`order ${order.tradeNo} has no refund request`, 'no_refund');
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
  const order = await orderByTradeNo(db, tradeNo, { stores: context.stores });
  return db.transaction(async (tx) => {
    const refund = await refundOf(tx, order, true);
    const moved = await moveRefund(tx, refund, event, context.now, set);
    const detail = { from: refund.status, to: moved.status, ...set };
    await recordAction(tx, context, `refund_${event}`, { orderId: order.id, refundId: refund.id }, detail, {
      before: { refund_status: refund.status },
      after: {
        refund_status: moved.status,
        ...(set.rejectReason ? { reject_reason: set.rejectReason } : {}),
      },
      reason: set.rejectReason ?? null,
    });
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
    throw new OperatorRefusal(
      'a rejection needs a reason the traveller can read (--reason "...")',
      'invalid',
    );
  if (trimmed.length > 500) throw new OperatorRefusal('the reason is longer than 500 characters', 'invalid');
  return (await operatorMove(db, context, tradeNo, 'reject', { rejectReason: trimmed })).result;
}

/**
 * Sends the refund's money back through the gateway, keyed by the refund's id, so asking again
 * (20 operators at once, or `complete` after a gateway failure) never refunds twice. Nothing is
 * sent when the fee kept everything. Answers the acquirer's reference.
 */
export async function payOut(db: Db, gateway: PaymentGateway, refund: RefundRow, order: OrderRow, now: Date) {
  if (refund.gatewayRefundRef) return refund.gatewayRefundRef;
  const amountMinor = refund.quote?.refund.payment ?? 0;
  if (amountMinor <= 0) return null;
  let outcome;
  try {
    outcome = await refundToCharges(db, gateway, order.id, { key: refund.id, amountMinor }, now);
  } catch (error) {
    if (error instanceof GatewayNetworkError) {
      throw new OperatorRefusal(
        `the payment gateway could not be reached; the refund stays REFUNDING: run "refunds complete ${order.tradeNo}" to try again`,
        'gateway_unreachable',
      );
    }
    throw error;
  }
  if (outcome.status === 'refused' && outcome.reason === 'unknown_charge') {
    throw new OperatorRefusal(`order ${order.tradeNo} has no settled card payment`, 'gateway_refused');
  }
  if (outcome.status === 'refused') {
    throw new OperatorRefusal(
      `the payment gateway refused the refund (${outcome.reason}); it stays REFUNDING`,
      'gateway_refused',
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
  const order = await orderByTradeNo(db, tradeNo, { stores: context.stores });
  const current = await refundOf(db, order, false);
  // The state machine refuses anything but REFUNDING before the gateway is asked for anything.
  assertRefundMove(current.status, 'complete');
  const gatewayRef = await payOut(db, gateway, current, order, context.now);
  return db.transaction(async (tx) => {
    const refund = await refundOf(tx, order, true);
    const locked = await orderByTradeNo(tx, tradeNo, { lock: true, stores: context.stores });
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
    await recordAction(tx, context, 'refund_complete', { orderId: locked.id, refundId: refund.id }, detail, {
      before: { refund_status: refund.status, status: locked.status },
      after: { refund_status: moved.status, status: orderTo, gateway_ref: gatewayRef },
    });
    return { action: 'refund_complete', tradeNo, from: refund.status, to: moved.status, detail };
  });
}
