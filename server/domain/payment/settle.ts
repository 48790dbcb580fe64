import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { PaymentGateway } from '../../providers/payment/types';
import { recordOutcome, type PaymentRow } from './outcome';

/**
 * Asks the gateway about a pending attempt (the acquirer answered 3200) and records the answer once
 * it has settled: paid (the order is paid, the receipt queued) or failed. Several instances, the job
 * and a traveller's status page may ask at once: only a still-pending row is updated, so the
 * answer is recorded once. Answers the attempt as it is now.
 */
export async function settleAttempt(
  db: Db,
  gateway: PaymentGateway,
  attempt: PaymentRow,
  now: Date,
): Promise<PaymentRow> {
  if (attempt.status !== 'pending' || !attempt.gatewayRef) return attempt;
  const outcome = await gateway.status(attempt.gatewayRef, now);
  if (outcome.status === 'pending') return attempt;
  await db.transaction((tx) => recordOutcome(tx, attempt, 'pending', outcome, now));
  const [current] = await db.select().from(payments).where(eq(payments.id, attempt.id));
  return current ?? attempt;
}

/** The job: settles the pending attempts that have settled at the acquirer, oldest first. */
export async function settlePendingPayments(
  db: Db,
  gateway: PaymentGateway,
  now: Date,
  limit = 50,
): Promise<number> {
  const pending = await db
    .select()
    .from(payments)
    .where(eq(payments.status, 'pending'))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
  let settled = 0;
  for (const attempt of pending) {
    const after = await settleAttempt(db, gateway, attempt, now);
    if (after.status !== 'pending') settled++;
  }
  return settled;
}
