import { and, eq, inArray } from 'drizzle-orm';
import { logger } from '@/lib/logger';
import {
  nextOrderStatus,
  nextPaymentStatus,
  orderMoveSources,
  paymentMoveSources,
  type OrderEvent,
} from '@/lib/orders/transitions';
import type { Db } from '../../db/client';
import { orders, packages, payments, type PaymentAttemptStatus } from '../../db/schema';
import { enqueueMessage } from '../../providers/messaging/outbound-queue';
import type { ChargeOutcome } from '../../providers/payment/types';
import { storeClock } from '../stores';
import { applyPaidChange } from '../changes/awaiting-payment';
import { receiptEmail } from './receipt';

export type PaymentRow = typeof payments.$inferSelect;

/** What a gateway answer makes of the attempt. */
export const attemptStatusOf = (outcome: ChargeOutcome): PaymentAttemptStatus =>
  outcome.status === 'approved' ? 'succeeded' : outcome.status === 'pending' ? 'pending' : 'failed';

/**
 * Writes a gateway answer onto an attempt that is still `from` (processing, or pending when it
 * settles), in the caller's transaction. Answers the updated row, or null when another request or
 * job got there first (it then wrote the same answer). A success pays the order through the state
 * machine: 'pay' (→ NORMAL) or 'pay_confirm_now' (→ CONFIRMED, the package confirms at once), with
 * the payment status's 'pay' (NOT_PAY → HAD_PAID), and queues the receipt. A change's difference
 * applies the change instead.
 */
export async function recordOutcome(
  tx: Db,
  attempt: PaymentRow,
  from: PaymentAttemptStatus,
  outcome: ChargeOutcome,
  now: Date,
): Promise<PaymentRow | null> {
  const [updated] = await tx
    .update(payments)
    .set({
      status: attemptStatusOf(outcome),
      resultCode: outcome.status === 'declined' ? outcome.code : outcome.status === 'pending' ? '3200' : null,
      gatewayRef: outcome.gatewayRef ?? attempt.gatewayRef,
      updatedAt: now,
    })
    .where(and(eq(payments.id, attempt.id), eq(payments.status, from)))
    .returning();
  if (!updated || updated.status !== 'succeeded') return updated ?? null;
  if (updated.changeId) return recordChangePaid(tx, updated, now);
  const [row] = await tx
    .select({ order: orders, services: packages.services })
    .from(orders)
    .innerJoin(packages, eq(packages.id, orders.packageId))
    .where(eq(orders.id, attempt.orderId))
    .for('update', { of: orders });
  // The stored status, not the effective one: the expiry sweep leaves an order alone while its
  // attempt is at the gateway, so a charge that answers after the 30 minutes still pays it.
  const event: OrderEvent = row?.services.includes('confirm_now') ? 'pay_confirm_now' : 'pay';
  const status = row && nextOrderStatus(row.order.status, event);
  const paymentStatus = row && nextPaymentStatus(row.order.paymentStatus, 'pay');
  if (!status || !paymentStatus) {
    // The state machine refuses (the order was cancelled or paid meanwhile); the expiry sweep skips
    // orders with a live attempt, so this needs a refund by hand.
    logger.error('a charge succeeded for an order that is no longer waiting for it', {
      paymentId: attempt.id,
      orderStatus: row?.order.status,
    });
    return updated;
  }
  const [paid] = await tx
    .update(orders)
    .set({ status, paymentStatus, updatedAt: now })
    .where(
      and(
        eq(orders.id, attempt.orderId),
        inArray(orders.status, [...orderMoveSources(event)]),
        inArray(orders.paymentStatus, [...paymentMoveSources('pay')]),
      ),
    )
    .returning();
  await enqueueMessage(tx, receiptEmail(paid!, updated, await storeClock(tx, paid!.storeCode)));
  return updated;
}

/**
 * A change's difference was paid: the change is applied (../changes/awaiting-payment.ts) and the
 * receipt for the difference queued. The order's payment status stays HAD_PAID.
 */
async function recordChangePaid(tx: Db, payment: PaymentRow, now: Date): Promise<PaymentRow> {
  const changed = await applyPaidChange(tx, payment.changeId!, now);
  if (!changed) {
    // The order was cancelled while the difference was at the gateway: a refund by hand.
    logger.error("a change's difference was paid but the change no longer waits for it", {
      paymentId: payment.id,
      changeId: payment.changeId,
    });
    return payment;
  }
  await enqueueMessage(tx, receiptEmail(changed, payment, await storeClock(tx, changed.storeCode)));
  return payment;
}
