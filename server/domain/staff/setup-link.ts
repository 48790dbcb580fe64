import { and, eq, gt, isNull } from 'drizzle-orm';
import { serverEnv } from '@/lib/env';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema';
import { hashPassword } from '../accounts/passwords';
import { ApiError } from '../errors';
import { hashToken, newProofToken } from '../verification/secrets';
import { revokeAllStaffSessions } from './sessions';

/** A set-up link works once, for three days. */
export const SETUP_LINK_HOURS = 72;

/** A new one-time set-up token: the link carries it, the account keeps only its SHA-256. */
export function newSetupToken(now: Date) {
  const token = newProofToken();
  return {
    token,
    columns: {
      setupTokenHash: hashToken(token),
      setupExpiresAt: new Date(now.getTime() + SETUP_LINK_HOURS * 60 * 60_000),
    },
  };
}

/** The page the link opens (in English; the page offers the other languages). */
export const setupUrl = (token: string) =>
  `${serverEnv().SITE_URL.replace(/\/$/, '')}/intl/en/ops/setup?token=${encodeURIComponent(token)}`;

/** The rows a token still opens: unused, not expired, on an account not disabled. */
const openBy = (token: string, now: Date) =>
  and(eq(staff.setupTokenHash, hashToken(token)), gt(staff.setupExpiresAt, now), isNull(staff.disabledAt));

/** Whom a set-up link is for, or staff_setup_invalid when it was used, has expired or never was. */
export async function setupInfo(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ email: staff.email, name: staff.name })
    .from(staff)
    .where(openBy(token, now))
    .limit(1);
  if (!row) throw new ApiError('staff_setup_invalid');
  return row;
}

/**
 * Sets the password with a set-up link and spends the link. The token is checked before the
 * (deliberately slow) hash is made, and again by the guarded UPDATE, so of two uses at once only
 * one sets a password.
 */
export async function completeSetup(db: Db, token: string, password: string, now: Date) {
  await setupInfo(db, token, now);
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .update(staff)
    .set({ passwordHash, setupTokenHash: null, setupExpiresAt: null, updatedAt: now })
    .where(openBy(token, now))
    .returning({ id: staff.id, email: staff.email, name: staff.name });
  if (!row) throw new ApiError('staff_setup_invalid');
  await revokeAllStaffSessions(db, row.id, now);
  return { email: row.email, name: row.name };
}
