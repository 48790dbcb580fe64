import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  assertRefundMove,
  ForbiddenMoveError,
  refundMoveSources,
  type RefundEvent,
} from '@/lib/orders/transitions';
import type { Db } from '../../db/client';
import { refunds } from '../../db/schema';

export type RefundRow = typeof refunds.$inferSelect;

/** The newest refund of an order (the live one, if any: at most one is live). */
export async function latestRefund(db: Db, orderId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(desc(refunds.createdAt))
    .limit(1);
  const [refund] = options.lock ? await query.for('update') : await query;
  return refund;
}

/**
 * Moves a refund (read under FOR UPDATE by the caller) by one event of the shared state machine:
 * the table decides, and the UPDATE is guarded by the event's source statuses, so two callers
 * racing past the check still move it once. The new status is added to the progress with its time.
 */
export async function moveRefund(
  tx: Db,
  refund: RefundRow,
  event: RefundEvent,
  now: Date,
  set: Partial<Pick<RefundRow, 'rejectReason' | 'gatewayRefundRef'>> = {},
): Promise<RefundRow> {
  const to = assertRefundMove(refund.status, event);
  const [moved] = await tx
    .update(refunds)
    .set({
      ...set,
      status: to,
      progress: [...refund.progress, { status: to, at: now.toISOString() }],
      updatedAt: now,
    })
    .where(and(eq(refunds.id, refund.id), inArray(refunds.status, [...refundMoveSources(event)])))
    .returning();
  if (!moved) throw new ForbiddenMoveError('refund', event, refund.status);
  return moved;
}
