import { and, eq } from 'drizzle-orm';
import { logger } from '@/lib/logger';
import type { Db } from '../../db/client';
import { orders, packages, payments, type PaymentAttemptStatus } from '../../db/schema';
import { enqueueMessage } from '../../providers/messaging/outbound-queue';
import type { ChargeOutcome } from '../../providers/payment/types';
import { receiptEmail } from './receipt';

export type PaymentRow = typeof payments.$inferSelect;

/** What a gateway answer makes of the attempt. */
export const attemptStatusOf = (outcome: ChargeOutcome): PaymentAttemptStatus =>
  outcome.status === 'approved' ? 'succeeded' : outcome.status === 'pending' ? 'pending' : 'failed';

/**
 * Writes a gateway answer onto an attempt that is still `from` (processing, or pending when it
 * settles), in the caller's transaction. Answers the updated row, or null when another request or
 * job got there first (it then wrote the same answer). A success pays the order: NORMAL / HAD_PAID,
 * or CONFIRMED when its package confirms at once (confirm_now), and queues the receipt.
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
  const [order] = await tx
    .select({ order: orders, services: packages.services })
    .from(orders)
    .innerJoin(packages, eq(packages.id, orders.packageId))
    .where(and(eq(orders.id, attempt.orderId), eq(orders.status, 'CREATE_ORDER')));
  if (!order) {
    // The expiry sweep skips orders with a live attempt, so this needs a refund by hand.
    logger.error('a charge succeeded for an order that is no longer waiting for it', {
      paymentId: attempt.id,
    });
    return updated;
  }
  const status = order.services.includes('confirm_now') ? 'CONFIRMED' : 'NORMAL';
  const [paid] = await tx
    .update(orders)
    .set({ status, paymentStatus: 'HAD_PAID', updatedAt: now })
    .where(eq(orders.id, attempt.orderId))
    .returning();
  await enqueueMessage(tx, receiptEmail(paid!, updated));
  return updated;
}
