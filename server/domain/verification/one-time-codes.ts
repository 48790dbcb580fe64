import { and, desc, eq } from 'drizzle-orm';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { CodePurpose } from '@/lib/api/contract/verify';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import { ApiError } from '../errors';
import { refuseWithoutCaptcha } from '../captcha/captcha';
import { isRefusal, LIMITS, limiters, retryAfterS, type Limiters } from '../rate-limit/limiters';
import { hashCode, newCode, sameHash } from './secrets';

/** The rules of one-time codes: lifetime, tries, and how often one target may get one (LIMITS). */
export const CODE_RULES = {
  lifetimeMs: 10 * 60_000,
  maxTries: 5,
  resendAfterMs: LIMITS.codeMinute.duration * 1000,
  perHour: LIMITS.codeHour.points,
} as const;

export type CodeChannel = 'phone' | 'email';

/** Whom a code is for and what it proves; the target is a phone key or an e-mail address. */
export type CodeSubject = { channel: CodeChannel; target: string; purpose: CodePurpose };

const scopeOf = ({ channel, target, purpose }: CodeSubject) => `${purpose}\n${channel}\n${target}`;

/**
 * The limits a send counts against, each a minute's and an hour's: the destination's (one a
 * minute, five an hour) and, when known, the asking client's (LIMITS.codeClientMinute and
 * codeClientHour: a household's worth).
 */
function sendLimits(limits: Limiters, subject: CodeSubject, client: string | undefined) {
  return [
    {
      key: `to:${subject.channel}:${subject.target}`,
      minute: limits.codeMinute,
      hour: limits.codeHour,
      perHour: LIMITS.codeHour.points,
    },
    ...(client
      ? [
          {
            key: `client:${client}`,
            minute: limits.codeClientMinute,
            hour: limits.codeClientHour,
            perHour: LIMITS.codeClientHour.points,
          },
        ]
      : []),
  ];
}

/** Takes one point of the limiter for the key, or refuses with too_many_codes (retry_after_s). */
async function take(limiter: RateLimiterAbstract, key: string) {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (isRefusal(error)) throw new ApiError('too_many_codes', { retry_after_s: retryAfterS(error) });
    throw error;
  }
}

/** Who asks for a code: their address (the per-client limit) and the captcha they solved, if any. */
export type CodeAsker = { client?: string | undefined; captcha?: string | undefined };

/**
 * Makes a code for the subject and hands it to `deliver` (an SMS, an e-mail), at most once a
 * minute and five times an hour per destination, and five a minute and twenty an hour per client
 * (`asker.client`: the caller's address, which a family or a hotel's guests may share), whatever
 * the purpose: the limits protect the person who receives the messages and the budget. Every code of the site goes out here, so this is the one place that asks for a solved
 * captcha when the slide-captcha flag forces it (captcha_required, before any limit is touched).
 * The hour is looked at first, so a send refused by the minute does not use up the hour; the
 * minute's point is taken atomically by the limiter, so instances answering at the same moment
 * cannot both send. When `deliver` fails the code is not kept and the points are given back.
 */
export async function issueCode(
  db: Db,
  subject: CodeSubject,
  now: Date,
  deliver: (code: string) => Promise<void>,
  { client, captcha }: CodeAsker = {},
): Promise<{ expiresAt: Date }> {
  await refuseWithoutCaptcha(db, captcha, now);
  const counted = sendLimits(limiters(db), subject, client);
  for (const { key, hour, perHour } of counted) {
    const used = await hour.get(key);
    if (used && used.consumedPoints >= perHour) {
      throw new ApiError('too_many_codes', { retry_after_s: retryAfterS(used) });
    }
  }
  // Minutes first, then hours; a refusal gives back the points already taken: nothing was sent.
  const points = [
    ...counted.map(({ key, minute }) => ({ key, limiter: minute })),
    ...counted.map(({ key, hour }) => ({ key, limiter: hour })),
  ];
  for (const [index, { key, limiter }] of points.entries()) {
    try {
      await take(limiter, key);
    } catch (error) {
      for (const given of points.slice(0, index)) await given.limiter.reward(given.key);
      throw error;
    }
  }
  const code = newCode();
  const expiresAt = new Date(now.getTime() + CODE_RULES.lifetimeMs);
  try {
    const codeHash = await hashCode(db, scopeOf(subject), code);
    await db.transaction(async (tx) => {
      await tx.insert(verificationCodes).values({ ...subject, codeHash, expiresAt, createdAt: now });
      await deliver(code);
    });
  } catch (error) {
    for (const { key, minute, hour } of counted) {
      await minute.reward(key);
      await hour.reward(key);
    }
    throw error;
  }
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
