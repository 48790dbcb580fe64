import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { StaffLoginStep } from '@/lib/api/contract/ops-staff';
import type { Db } from '../../db/client';
import { staff, staffSessions } from '../../db/schema';
import { hashPassword, passwordMatches } from '../accounts/passwords';
import { ApiError } from '../errors';
import { isApiError, limitFailures, type FailureKey } from '../rate-limit/failure-limit';
import { limiters } from '../rate-limit/limiters';
import { findStaffById, type StaffRow } from './accounts';
import { newRecoveryCodes, recoveryCodeHash, storeRecoveryCodes, useRecoveryCode } from './recovery-codes';
import { revokeStaffSession, startStaffSession } from './sessions';
import { enrolmentOf, matchTotp, newTotpSecret } from './totp';
import { openTotpSecret, sealTotpSecret } from './totp-secret';

/**
 * Staff sign-in: the password opens a 'password'-stage session, whose only use is the second
 * factor: enrolment at the first login, a code (or a recovery code) at every later one. The code
 * spends the password-stage session and starts a 'full' one under a new token.
 *
 * Limits (LIMITS.staff*): wrong passwords count per account and client, and per client; wrong codes
 * per member. Each try takes its point before it runs (limitFailures), so parallel guesses cannot
 * pass together. The account's count is per client so that guessing from one address never locks
 * the owner out at another (issue 35); the client's own count stays hard.
 */

/** Who is signing in: their address (for the limits) and the staff session they presented. */
export type StaffClient = { client: string | undefined; sessionId: string | null };

type StaffSignedIn = { member: StaffRow; token: string; idleUntil: Date; endsAt: Date };

// A real argon2id hash of nothing anyone knows: an unknown e-mail costs the same verify as a known one.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword(randomBytes(32).toString('base64')));

const passwordKeys = (db: Db, email: string, client: string | undefined): FailureKey[] => {
  const limits = limiters(db);
  return [
    { limiter: limits.staffLoginAccount, key: `${email}|${client ?? '-'}` },
    ...(client ? [{ limiter: limits.staffLoginClient, key: `client:${client}` }] : []),
  ];
};

const codeKeys = (db: Db, staffId: string, client: string | undefined): FailureKey[] => {
  const limits = limiters(db);
  return [
    { limiter: limits.staffCode, key: staffId },
    ...(client ? [{ limiter: limits.staffLoginClient, key: `client:${client}` }] : []),
  ];
};

/**
 * The password step. A wrong password, an unknown e-mail, an account not set up yet and a disabled
 * one all answer wrong_password after the same argon2id verify, so the answer and its timing tell
 * nothing about which. Not enrolled yet: a new TOTP secret is kept (sealed) and shown once, with
 * its QR code.
 */
export async function logInStaff(
  db: Db,
  input: { email: string; password: string },
  who: StaffClient,
  now: Date,
): Promise<{ token: string; endsAt: Date; step: StaffLoginStep }> {
  const email = input.email.trim().toLowerCase();
  const keys = passwordKeys(db, email, who.client);
  const member = await limitFailures(keys, isApiError('wrong_password'), async () => {
    const [row] = await db.select().from(staff).where(eq(staff.email, email)).limit(1);
    const matches = await passwordMatches(row?.passwordHash ?? (await dummy()), input.password);
    if (!row?.passwordHash || row.disabledAt || !matches) throw new ApiError('wrong_password');
    return row;
  });
  await keys[0]!.limiter.delete(keys[0]!.key);
  if (who.sessionId) await revokeStaffSession(db, who.sessionId, now);

  let step: StaffLoginStep = { next: 'code' };
  if (!member.totpEnrolledAt) {
    const secret = newTotpSecret();
    const [pending] = await db
      .update(staff)
      .set({ totpSecret: await sealTotpSecret(db, secret), updatedAt: now })
      .where(and(eq(staff.id, member.id), isNull(staff.totpEnrolledAt)))
      .returning({ id: staff.id });
    if (pending) step = { next: 'enrol', ...enrolmentOf(secret, member.email) };
  }
  const { token, endsAt } = await startStaffSession(db, member.id, 'password', now);
  return { token, endsAt, step };
}

/** The password-stage session is spent once: of two second-factor steps at once only one passes. */
async function spendPasswordSession(tx: Db, sessionId: string, staffId: string, now: Date) {
  const spent = await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.id, sessionId),
        eq(staffSessions.staffId, staffId),
        eq(staffSessions.stage, 'password'),
        isNull(staffSessions.revokedAt),
      ),
    )
    .returning({ id: staffSessions.id });
  if (spent.length === 0) throw new ApiError('unauthorized');
}

/** The full session that follows a passed second factor, in the transaction that passed it. */
async function signIn(tx: Db, staffId: string, sessionId: string, now: Date) {
  await spendPasswordSession(tx, sessionId, staffId, now);
  const session = await startStaffSession(tx, staffId, 'full', now);
  const [member] = await tx.select().from(staff).where(eq(staff.id, staffId));
  return { member: member!, ...session };
}

/** A second-factor step: the member and the password-stage session it runs in. */
export type CodeStep = StaffClient & { staffId: string; sessionId: string };

async function underCodeLimits<T>(db: Db, step: CodeStep, attempt: () => Promise<T>) {
  const keys = codeKeys(db, step.staffId, step.client);
  const result = await limitFailures(keys, isApiError('wrong_code'), attempt);
  await keys[0]!.limiter.delete(keys[0]!.key);
  return result;
}

/**
 * The first login's second step: the code of the secret just shown proves the app holds it. Marks
 * the account enrolled, makes ten recovery codes (answered once, kept hashed) and signs in.
 */
export async function enrolStaff(
  db: Db,
  step: CodeStep,
  code: string,
  now: Date,
): Promise<StaffSignedIn & { recoveryCodes: string[] }> {
  return underCodeLimits(db, step, async () => {
    const member = await findStaffById(db, step.staffId);
    if (member.totpEnrolledAt) throw new ApiError('forbidden');
    const secret = await openTotpSecret(db, member.totpSecret);
    const matched = secret ? matchTotp(secret, code.replace(/\s/g, ''), now) : null;
    if (matched === null) throw new ApiError('wrong_code');
    const { codes, hashes } = await newRecoveryCodes(db, member.id);
    return db.transaction(async (tx) => {
      const [enrolled] = await tx
        .update(staff)
        .set({ totpEnrolledAt: now, totpLastStep: matched, updatedAt: now })
        .where(
          and(
            eq(staff.id, member.id),
            isNull(staff.totpEnrolledAt),
            eq(staff.totpSecret, member.totpSecret!),
          ),
        )
        .returning({ id: staff.id });
      // Another login replaced the secret, or another enrolment won: this code is for nothing now.
      if (!enrolled) throw new ApiError('wrong_code');
      await storeRecoveryCodes(tx, member.id, hashes, now);
      return { ...(await signIn(tx, member.id, step.sessionId, now)), recoveryCodes: codes };
    });
  });
}

/**
 * Every later login's second step: the app's code, good once and never older than the last one
 * accepted (totp_last_step moves forward by a guarded UPDATE, so one code used twice at once passes
 * once), or one of the recovery codes, each good once.
 */
export async function verifyStaffCode(
  db: Db,
  step: CodeStep,
  code: string,
  now: Date,
): Promise<StaffSignedIn> {
  return underCodeLimits(db, step, async () => {
    const member = await findStaffById(db, step.staffId);
    if (!member.totpEnrolledAt) throw new ApiError('forbidden');
    const typed = code.replace(/\s/g, '');
    if (/^\d+$/.test(typed)) {
      const secret = await openTotpSecret(db, member.totpSecret);
      const matched = secret ? matchTotp(secret, typed, now) : null;
      if (matched === null || (member.totpLastStep !== null && matched <= member.totpLastStep)) {
        throw new ApiError('wrong_code');
      }
      return db.transaction(async (tx) => {
        const [moved] = await tx
          .update(staff)
          .set({ totpLastStep: matched })
          .where(
            and(eq(staff.id, member.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, matched))),
          )
          .returning({ id: staff.id });
        if (!moved) throw new ApiError('wrong_code');
        return signIn(tx, member.id, step.sessionId, now);
      });
    }
    const codeHash = await recoveryCodeHash(db, member.id, typed);
    if (!codeHash) throw new ApiError('wrong_code');
    return db.transaction(async (tx) => {
      if (!(await useRecoveryCode(tx, member.id, codeHash, now))) throw new ApiError('wrong_code');
      return signIn(tx, member.id, step.sessionId, now);
    });
  });
}
