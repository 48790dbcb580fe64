import { orderActions, type RefundState } from '@/lib/orders/transitions';
import { storedDecimal } from '@/lib/money';
import type { Db } from '../../db/client';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/errors';
import { refunds } from '../../db/schema';
import type { PaymentGateway } from '../../providers/payment/types';
import type { OrderRow } from '../booking/present-order';
import { cancelOrder } from '../orders/cancel';
import { orderFacts } from '../orders/facts';
import { latestRefund, moveRefund, type RefundRow } from '../refunds/moves';
import { refundQuote } from '../refunds/quote';
import { OperatorRefusal, recordAction, type OperatorContext } from './record';
import { completeRefund, orderByTradeNo, type ActionResult } from './refunds';

const OPEN_REFUND: readonly (RefundState | null)[] = [
  null,
  'REVOKED',
  'REJECTED',
  'REQUEST_REFUND',
  'VERIFYING_REFUND',
];

/**
 * Whether staff may cancel the order for the traveller now, under the order's own terms: an unpaid
 * one where the traveller could cancel it; a paid one before pick-up whose refund is not yet being
 * paid out (none, a closed one, or one still to be reviewed, which this approves).
 */
export function staffMayCancel(order: OrderRow, refundStatus: RefundState | null, now: Date): boolean {
  const facts = orderFacts(order, refundStatus, now);
  if (order.paymentStatus === 'NOT_PAY') return orderActions(facts, now).includes('cancel');
  const live = facts.status === 'NORMAL' || facts.status === 'CONFIRMED';
  return live && now.getTime() < order.pickupAt.getTime() && OPEN_REFUND.includes(refundStatus);
}

const refusal = (order: OrderRow) =>
  new OperatorRefusal(
    `order ${order.tradeNo} cannot be cancelled now (${order.status}, ${order.paymentStatus})`,
    'not_allowed',
  );

/**
 * Customer service cancels for the traveller. Unpaid: as the traveller would (cancelOrder: the car
 * released, a coupon back to the wallet), with the audit row in the same transaction. Paid: through
 * a refund at the policy's quote now, as the traveller would apply for it, approved at once (one
 * transaction, recorded as order_cancel), the money sent back through the gateway keyed by the
 * refund's id, then completed (completeRefund: the order CANCEL, the car released, recorded as
 * refund_complete). A gateway that cannot be reached leaves the refund REFUNDING, to complete later.
 */
export async function cancelForTraveller(
  db: Db,
  context: OperatorContext,
  gateway: PaymentGateway,
  tradeNo: string,
  reason: string,
): Promise<ActionResult> {
  const why = reason.trim();
  if (!why) throw new OperatorRefusal('a cancellation needs a reason', 'invalid');
  const found = await orderByTradeNo(db, tradeNo, { stores: context.stores });
  if (found.paymentStatus === 'NOT_PAY') return cancelUnpaid(db, context, tradeNo, why);

  const opened = await db.transaction(async (tx) => {
    const order = await orderByTradeNo(tx, tradeNo, { lock: true, stores: context.stores });
    const current = await latestRefund(tx, order.id, { lock: true });
    if (!staffMayCancel(order, current?.status ?? null, context.now)) throw refusal(order);
    const live = current && (current.status === 'REQUEST_REFUND' || current.status === 'VERIFYING_REFUND');
    const requested = live ? current : await requestRefund(tx, order, why, context.now);
    const approved = await moveRefund(tx, requested, 'approve', context.now);
    const detail = {
      from: order.status,
      to: 'CANCEL',
      refund: { from: current?.status ?? null, to: approved.status },
      amountMinor: approved.quote?.refund.payment ?? 0,
    };
    await recordAction(tx, context, 'order_cancel', { orderId: order.id, refundId: approved.id }, detail, {
      before: {
        status: order.status,
        payment_status: order.paymentStatus,
        refund_status: current?.status ?? null,
      },
      after: { status: order.status, refund_status: approved.status },
      reason: why,
    });
    return { order, detail };
  });
  const completed = await completeRefund(db, context, gateway, tradeNo);
  return {
    action: 'order_cancel',
    tradeNo,
    from: opened.order.status,
    to: 'CANCEL',
    detail: { ...opened.detail, gatewayRef: completed.detail.gatewayRef },
  };
}

async function cancelUnpaid(db: Db, context: OperatorContext, tradeNo: string, reason: string) {
  return db.transaction(async (tx) => {
    const order = await orderByTradeNo(tx, tradeNo, { lock: true, stores: context.stores });
    const refund = await latestRefund(tx, order.id);
    if (order.paymentStatus !== 'NOT_PAY' || !staffMayCancel(order, refund?.status ?? null, context.now)) {
      throw refusal(order);
    }
    // The traveller's own cancellation, inside this transaction (a savepoint): one implementation.
    const cancelled = await cancelOrder(tx, order.id, context.now);
    const detail = { from: order.status, to: cancelled.status };
    await recordAction(tx, context, 'order_cancel', { orderId: order.id }, detail, {
      before: { status: order.status, payment_status: order.paymentStatus },
      after: { status: cancelled.status },
      reason,
    });
    return { action: 'order_cancel', tradeNo, from: order.status, to: cancelled.status, detail };
  });
}

/** A refund request on the traveller's behalf, with the amounts the order's policy gives now. */
async function requestRefund(tx: Db, order: OrderRow, remark: string, now: Date): Promise<RefundRow> {
  const { paid, fee, refund } = await refundQuote(tx, order, now);
  // The order's row is locked, but the traveller's own application does not take that lock: the
  // partial unique index refunds_one_live_per_order decides a race, and the loser is refused.
  const [created] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      status: 'REQUEST_REFUND',
      reason: 'other',
      remark: remark.slice(0, 500),
      amount: storedDecimal(refund.payment, order.bill.currencies.payment.minorUnits),
      currency: order.paymentCurrency,
      quote: { paid, fee, refund },
      progress: [{ status: 'REQUEST_REFUND', at: now.toISOString() }],
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .catch((error: unknown) => {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
        throw new OperatorRefusal(`order ${order.tradeNo} got a refund request meanwhile`, 'not_allowed');
      }
      throw error;
    });
  return created!;
}
