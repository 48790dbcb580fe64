import { createHmac } from 'node:crypto';
import { desc, eq, lt } from 'drizzle-orm';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { CaptchaChallenge, CaptchaReportBody } from '@/lib/api/contract/captcha';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { captchaFailures, captchaSolutions, featureFlags } from '../../db/schema';
import { ApiError } from '../errors';
import { isRefusal, limiters, retryAfterS } from '../rate-limit/limiters';
import { signingSecret } from '../signing-secret';

/**
 * How hard the proof is: the number is uniform in [0, MAX_NUMBER], so a solver tries half of them
 * on average. altcha's solver (one crypto.subtle digest per number) did 20 000 numbers in 1.8 s on
 * this project's 2-core machine under a load of 13, so even the worst case stays under a second on
 * a slow device. It is a speed bump for scripts, on top of the send limits, not a wall.
 */
export const CAPTCHA_MAX_NUMBER = 10_000;
export const CAPTCHA_LIFETIME_MS = 5 * 60_000;

// Derived from the database's signing secret: every instance signs and checks with the same key.
const hmacKey = perDatabase(
  (db: Db) => async () =>
    createHmac('sha256', await signingSecret(db)())
      .update('captcha')
      .digest('hex'),
);

export async function newCaptchaChallenge(db: Db, now: Date): Promise<CaptchaChallenge> {
  const challenge = await createChallenge({
    hmacKey: await hmacKey(db)(),
    maxNumber: CAPTCHA_MAX_NUMBER,
    expires: new Date(now.getTime() + CAPTCHA_LIFETIME_MS),
  });
  return { ...challenge, maxnumber: challenge.maxnumber ?? CAPTCHA_MAX_NUMBER };
}

/** The solution's signature, or null when it is not even well-formed. */
function signatureOf(solution: string): string | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(solution, 'base64').toString('utf8'));
    const signature = (parsed as { signature?: unknown }).signature;
    return typeof signature === 'string' && signature.length <= 200 ? signature : null;
  } catch {
    return null;
  }
}

/**
 * A solution is good once: it must verify (signature, proof, not expired) and not have been used;
 * its signature is then kept until the challenge expires, so a replay finds it.
 */
export async function acceptCaptcha(db: Db, solution: string | undefined, now: Date): Promise<boolean> {
  if (!solution) return false;
  const signature = signatureOf(solution);
  if (!signature) return false;
  if (!(await verifySolution(solution, await hmacKey(db)(), true))) return false;
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now));
  const kept = await db
    .insert(captchaSolutions)
    .values({ signature, expiresAt: new Date(now.getTime() + CAPTCHA_LIFETIME_MS), createdAt: now })
    .onConflictDoNothing()
    .returning({ signature: captchaSolutions.signature });
  return kept.length === 1;
}

/** Is a captcha required before a code is sent? (the slide-captcha flag, active and forced) */
export async function captchaForced(db: Db): Promise<boolean> {
  const [flag] = await db.select().from(featureFlags).where(eq(featureFlags.key, 'slide_captcha')).limit(1);
  return !!flag?.active && !!flag.isForce;
}

/** Refuses with captcha_required when the flag forces a captcha and the solution is not good. */
export async function refuseWithoutCaptcha(db: Db, solution: string | undefined, now: Date) {
  if (!(await captchaForced(db))) return;
  if (!(await acceptCaptcha(db, solution, now))) throw new ApiError('captcha_required');
}

/**
 * The newest failure reports kept: enough to see what fails where, while a table that anyone may
 * write to without logging in stays bounded however many clients report.
 */
export const CAPTCHA_REPORTS_KEPT = 10_000;

/**
 * Records a failure report (spec §7), at most LIMITS.captchaReport from one client (`client`: the
 * caller's address; too_many_requests beyond it), keeping only the newest CAPTCHA_REPORTS_KEPT.
 */
export async function recordCaptchaFailure(
  db: Db,
  report: Required<Omit<CaptchaReportBody, 'time' | 'error_code'>> & { time: number; error_code: number },
  from: { clientId: string | undefined; client: string | undefined },
) {
  try {
    // Clients whose address is unknown share one budget: an unknown address is not a free pass.
    await limiters(db).captchaReport.consume(`client:${from.client ?? 'unknown'}`);
  } catch (error) {
    if (isRefusal(error)) throw new ApiError('too_many_requests', { retry_after_s: retryAfterS(error) });
    throw error;
  }
  await db.insert(captchaFailures).values({
    reportedAt: new Date(report.time),
    captchaId: report.captcha_id,
    challenge: report.challenge,
    platformType: report.platform_type,
    url: report.url,
    errorCode: report.error_code,
    clientId: from.clientId ?? null,
  });
  const [oldestKept] = await db
    .select({ id: captchaFailures.id })
    .from(captchaFailures)
    .orderBy(desc(captchaFailures.id))
    .offset(CAPTCHA_REPORTS_KEPT - 1)
    .limit(1);
  if (oldestKept) await db.delete(captchaFailures).where(lt(captchaFailures.id, oldestKept.id));
}
