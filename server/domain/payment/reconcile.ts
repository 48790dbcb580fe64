import { and, asc, eq, lte } from 'drizzle-orm';
import { describeError, logger } from '@/lib/logger';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import type { PaymentGateway } from '../../providers/payment/types';
import { answerOpenKey } from '../idempotency';
import { recordOutcome, type PaymentRow } from './outcome';
import { GATEWAY_TIMEOUT_MS } from './pay';
import { presentPaymentState } from './present';

/**
 * A card attempt still 'processing' this long after it started was cut off mid-call: its process
 * died, or the acquirer's answer never came. Three times the gateway timeout, so the request that
 * started it has certainly given up.
 */
export const STUCK_AFTER_MS = 3 * GATEWAY_TIMEOUT_MS;

/**
 * The reconcile job: asks the acquirer, by our reference, what became of each attempt stuck in
 * 'processing', and records it as if the answer had come in time: approved pays the order (and
 * queues the receipt), declined or never received frees the order for another card, pending
 * waits for settle-payments. The Idempotency-Key that started the attempt gets that answer, so
 * the traveller's retry replays it. Until then the attempt holds the order: the expiry sweep never
 * releases a car a charge may have landed on.
 *
 * Safe on every instance at once: each write is guarded by the attempt still being 'processing',
 * so one instance records it and the others' lookups (reads) change nothing.
 */
export async function reconcileStuckAttempts(
  db: Db,
  gateway: PaymentGateway,
  now: Date,
  limit = 20,
): Promise<number> {
  const stuck = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'processing'),
        lte(payments.updatedAt, new Date(now.getTime() - STUCK_AFTER_MS)),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
  let reconciled = 0;
  for (const attempt of stuck) {
    try {
      if (await reconcileAttempt(db, gateway, attempt, now)) reconciled++;
    } catch (error) {
      // The acquirer could not be asked: the attempt stays as it is until the next run.
      logger.warn('payment reconcile failed', { paymentId: attempt.id, ...describeError(error) });
    }
  }
  return reconciled;
}

async function reconcileAttempt(
  db: Db,
  gateway: PaymentGateway,
  attempt: PaymentRow,
  now: Date,
): Promise<boolean> {
  // Null: the acquirer never received the charge, so nothing was taken.
  const outcome = (await gateway.lookup(attempt.id, now)) ?? {
    status: 'declined' as const,
    gatewayRef: null,
    code: 'network',
  };
  return db.transaction(async (tx) => {
    const recorded = await recordOutcome(tx, attempt, 'processing', outcome, now);
    if (!recorded) return false;
    logger.info('payment attempt reconciled', {
      paymentId: attempt.id,
      status: recorded.status,
      code: recorded.resultCode,
    });
    if (attempt.idempotencyScope && attempt.idempotencyKey) {
      const [order] = await tx.select().from(orders).where(eq(orders.id, attempt.orderId));
      await answerOpenKey(
        tx,
        { scope: attempt.idempotencyScope, key: attempt.idempotencyKey },
        {
          status: 200,
          body: { code: 200, msg: 'success', data: await presentPaymentState(tx, order!, recorded, now) },
        },
      );
    }
    return true;
  });
}
