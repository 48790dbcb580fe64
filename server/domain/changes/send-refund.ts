import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderChanges } from '../../db/schema';
import { logger } from '@/lib/logger';
import { GatewayNetworkError, type PaymentGateway } from '../../providers/payment/types';
import { refundToCharges } from '../payment/refund-to-charges';

/**
 * Sends a change's refund (a lower prepaid total) back to the cards, keyed by the change's id: the
 * gateway refunds a key once however often it is asked, and a refund already recorded is not asked
 * again. Called after the change commits and again whenever its Idempotency-Key is replayed, so a
 * refund cut off by a crash or an unreachable gateway goes out on the traveller's retry.
 */
export async function sendChangeRefund(db: Db, gateway: PaymentGateway, changeId: string, now: Date) {
  const [change] = await db.select().from(orderChanges).where(eq(orderChanges.id, changeId)).limit(1);
  if (!change || change.refundMinor <= 0 || change.gatewayRefundRef) return;
  try {
    const outcome = await refundToCharges(
      db,
      gateway,
      change.orderId,
      { key: `change:${change.id}`, amountMinor: change.refundMinor },
      now,
    );
    if (outcome.status === 'refused') {
      logger.error('the gateway refused a change refund', { changeId, reason: outcome.reason });
      return;
    }
    await db
      .update(orderChanges)
      .set({ gatewayRefundRef: outcome.refundRef, refundedAt: now })
      .where(and(eq(orderChanges.id, change.id), isNull(orderChanges.gatewayRefundRef)));
  } catch (error) {
    if (!(error instanceof GatewayNetworkError)) throw error;
    logger.warn('the gateway could not be reached for a change refund; sent on the next retry', { changeId });
  }
}

/**
 * The job: change refunds still unsent a minute after their change (the gateway was unreachable
 * then, or the process stopped before sending), sent now, oldest first. The key makes a refund
 * that did go out meanwhile a no-op at the gateway.
 */
export async function sendUnsentChangeRefunds(db: Db, gateway: PaymentGateway, now: Date, limit = 20) {
  const unsent = await db
    .select({ id: orderChanges.id })
    .from(orderChanges)
    .where(
      and(
        gt(orderChanges.refundMinor, 0),
        isNull(orderChanges.gatewayRefundRef),
        lt(orderChanges.createdAt, new Date(now.getTime() - 60_000)),
      ),
    )
    .orderBy(asc(orderChanges.createdAt))
    .limit(limit);
  for (const change of unsent) await sendChangeRefund(db, gateway, change.id, now);
  return unsent.length;
}
