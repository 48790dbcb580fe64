import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { ZodError } from 'zod';
import type { Db } from '../db/client';
import { outboundMessages } from '../db/schema';
import { describeError, logger } from '@/lib/logger';
import { messageOfRow } from '../providers/messaging/outbound-queue';
import type { MessageProvider } from '../providers/messaging/types';

/** After this many failed attempts a message is given up ('failed', its last error kept). */
export const MAX_ATTEMPTS = 8;

/**
 * A claimed message is not due again for this long: if the instance that claimed it dies while
 * sending, another one takes it after the lease (a message is sent at least once, and more than
 * once only after such a crash).
 */
export const CLAIM_LEASE_MS = 5 * 60_000;

const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 60 * 60_000;

/** Exponential back-off: 1, 2, 4, 8 … minutes after the 1st, 2nd, 3rd … failure, at most 6 hours. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1), LONGEST_RETRY_MS);
}

export type DeliveryReport = { sent: number; retrying: number; failed: number };

/**
 * Claims the due messages and leases them, in one transaction: FOR UPDATE SKIP LOCKED gives
 * instances running this at once different rows, and once the lease is written a claimed row is
 * no longer due. (Two statements on purpose: PostgreSQL may evaluate a locking LIMIT subquery
 * inside an UPDATE more than once, which claims more rows than asked for.)
 */
async function claimDue(db: Db, now: Date, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboundMessages.id })
      .from(outboundMessages)
      .where(and(eq(outboundMessages.status, 'pending'), lte(outboundMessages.nextAttemptAt, now)))
      .orderBy(asc(outboundMessages.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outboundMessages)
      .set({
        attempts: sql`${outboundMessages.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
      })
      .where(
        inArray(
          outboundMessages.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/**
 * Sends the messages of the outbox table that are due at `now` (at most `limit`), through the
 * provider: each is marked sent, or scheduled again with back-off, or failed after MAX_ATTEMPTS.
 * Safe to run on every instance at once. The job runner calls it on a timer.
 */
export async function deliverDueMessages(
  db: Db,
  provider: MessageProvider,
  now: Date = new Date(),
  limit = 20,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  for (const row of await claimDue(db, now, limit)) {
    try {
      const message = messageOfRow(row);
      if (message.channel === 'sms') await provider.sendSms(message);
      else await provider.sendEmail(message);
      await db
        .update(outboundMessages)
        .set({ status: 'sent', sentAt: now, lastError: null })
        .where(eq(outboundMessages.id, row.id));
      report.sent++;
    } catch (error) {
      const lastError = String(describeError(error).error).slice(0, 2000);
      // A payload that does not parse never will: give up at once rather than retry it.
      const givingUp = row.attempts >= MAX_ATTEMPTS || error instanceof ZodError;
      await db
        .update(outboundMessages)
        .set(
          givingUp
            ? { status: 'failed', lastError }
            : { lastError, nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)) },
        )
        .where(eq(outboundMessages.id, row.id));
      if (givingUp) report.failed++;
      else report.retrying++;
      logger.warn('message not delivered', {
        messageId: row.id,
        kind: row.kind,
        attempts: row.attempts,
        givingUp,
        error: lastError,
      });
    }
  }
  return report;
}
