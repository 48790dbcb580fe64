import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { CodePurpose } from '@/lib/api/contract/verify';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { hashCode, newCode, sameHash } from './secrets';

/** The rules of one-time codes (issue 9): lifetime, tries, and how often one target may get one. */
export const CODE_RULES = {
  lifetimeMs: 10 * 60_000,
  maxTries: 5,
  resendAfterMs: 60_000,
  perHour: 5,
} as const;
const HOUR_MS = 60 * 60_000;

export type CodeChannel = 'phone' | 'email';

/** Whom a code is for and what it proves; the target is a phone key or an e-mail address. */
export type CodeSubject = { channel: CodeChannel; target: string; purpose: CodePurpose };

const scopeOf = ({ channel, target, purpose }: CodeSubject) => `${purpose}\n${channel}\n${target}`;
const whole = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Makes a code for the subject and hands it to `deliver` (an SMS, an e-mail), at most once a
 * minute and five times an hour per target, whatever the purpose: the limit protects the person
 * who receives the messages. The count and the insert run under a transaction-scoped advisory lock
 * on the target, so instances answering at the same moment cannot both send. When `deliver` fails
 * the code is not kept (and does not count).
 */
export async function issueCode(
  db: Db,
  subject: CodeSubject,
  now: Date,
  deliver: (code: string) => Promise<void>,
): Promise<{ expiresAt: Date }> {
  const code = newCode();
  const codeHash = await hashCode(db, scopeOf(subject), code); // before the transaction: it may read settings
  const expiresAt = new Date(now.getTime() + CODE_RULES.lifetimeMs);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`one-time-code\n${subject.channel}\n${subject.target}`}, 0))`,
    );
    const lastHour = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.channel, subject.channel),
          eq(verificationCodes.target, subject.target),
          gt(verificationCodes.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      )
      .orderBy(asc(verificationCodes.createdAt));
    const latest = lastHour.at(-1)?.createdAt;
    if (latest && now.getTime() - latest.getTime() < CODE_RULES.resendAfterMs) {
      throw new ApiError('too_many_codes', {
        retry_after_s: whole(latest.getTime() + CODE_RULES.resendAfterMs - now.getTime()),
      });
    }
    if (lastHour.length >= CODE_RULES.perHour) {
      const freesUp = lastHour[lastHour.length - CODE_RULES.perHour]!.createdAt.getTime() + HOUR_MS;
      throw new ApiError('too_many_codes', { retry_after_s: whole(freesUp - now.getTime()) });
    }
    await tx.insert(verificationCodes).values({ ...subject, codeHash, expiresAt, createdAt: now });
    await deliver(code);
  });
  return { expiresAt };
}

export type CodeCheck<T> =
  | { ok: true; value: T }
  | { ok: false; error: 'code_expired' }
  | { ok: false; error: 'wrong_code'; triesLeft: number };

/**
 * Checks a code against the latest one sent to the subject (a newer code replaces older ones).
 * Right: the code is used up and `onVerified` runs in the same transaction (a proof, a login), so
 * two checks of one code cannot both succeed. Wrong: one try is used; the fifth wrong try burns
 * the code. Expired, used or burned codes (or none) answer code_expired: ask for a new one.
 */
export async function checkCode<T>(
  db: Db,
  subject: CodeSubject,
  code: string,
  now: Date,
  onVerified: (tx: Db) => Promise<T>,
): Promise<CodeCheck<T>> {
  const given = await hashCode(db, scopeOf(subject), code);
  return db.transaction(async (tx): Promise<CodeCheck<T>> => {
    const [latest] = await tx
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.channel, subject.channel),
          eq(verificationCodes.target, subject.target),
          eq(verificationCodes.purpose, subject.purpose),
        ),
      )
      .orderBy(desc(verificationCodes.id))
      .limit(1)
      .for('update');
    if (
      !latest ||
      latest.consumedAt ||
      latest.attempts >= CODE_RULES.maxTries ||
      latest.expiresAt.getTime() <= now.getTime()
    ) {
      return { ok: false, error: 'code_expired' };
    }
    if (!sameHash(latest.codeHash, given)) {
      const attempts = latest.attempts + 1;
      await tx.update(verificationCodes).set({ attempts }).where(eq(verificationCodes.id, latest.id));
      return { ok: false, error: 'wrong_code', triesLeft: CODE_RULES.maxTries - attempts };
    }
    await tx.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, latest.id));
    return { ok: true, value: await onVerified(tx) };
  });
}

/** The API's answer for a failed check. */
export function codeCheckError(result: Exclude<CodeCheck<unknown>, { ok: true }>): ApiError {
  return result.error === 'wrong_code'
    ? new ApiError('wrong_code', { tries_left: result.triesLeft })
    : new ApiError('code_expired');
}
