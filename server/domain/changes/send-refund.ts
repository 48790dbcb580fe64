import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderChanges } from '../../db/schema';
import { logger } from '@/lib/logger';
import { GatewayNetworkError, type PaymentGateway } from '../../providers/payment/types';
import { paidCharge } from '../refunds/quote';

/**
 * Sends a change's refund (a lower prepaid total) back to the card, keyed by the change's id: the
 * gateway refunds a key once however often it is asked, and a refund already recorded is not asked
 * again. Called after the change commits and again whenever its Idempotency-Key is replayed, so a
 * refund cut off by a crash or an unreachable gateway goes out on the traveller's retry.
 */
export async function sendChangeRefund(db: Db, gateway: PaymentGateway, changeId: string, now: Date) {
  const [change] = await db.select().from(orderChanges).where(eq(orderChanges.id, changeId)).limit(1);
  if (!change || change.refundMinor <= 0 || change.gatewayRefundRef) return;
  const charge = await paidCharge(db, change.orderId);
  if (!charge?.gatewayRef) {
    logger.error('a change owes a refund but the order has no settled charge', { changeId });
    return;
  }
  try {
    const outcome = await gateway.refund(
      charge.gatewayRef,
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
