import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { hashToken, newProofToken } from '../verification/secrets';

/** A login lasts 30 days from its last use (sliding). */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60_000;
/** The expiry moves at most once a day, so a busy session is not written on every request. */
export const SESSION_SLIDE_EVERY_MS = 24 * 60 * 60_000;

/**
 * Starts a user session: a new 256-bit random token (only its SHA-256 is stored). The session the
 * caller presented, if any, is ended: the token rotates at every login, so a token planted before
 * the login (session fixation) is worth nothing after it.
 */
export async function startSession(
  db: Db,
  userId: string,
  now: Date,
  previousSessionId: string | null,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newProofToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  if (previousSessionId) await endSession(db, previousSessionId);
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, kind: 'user', expiresAt, createdAt: now });
  return { token, expiresAt };
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.id, sessionId), eq(sessions.kind, 'user')));
}

/** Ends every session of the user (a password reset), except `keep` when given. */
export async function endAllSessions(db: Db, userId: string, keep?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId));
}

/**
 * Slides a user session's expiry when it was last moved more than a day ago; answers the new
 * expiry when it moved (the cookie is set again with it), else null.
 */
export async function slideSession(
  db: Db,
  session: { id: string; expiresAt: Date },
  now: Date,
): Promise<Date | null> {
  const fresh = now.getTime() + SESSION_LIFETIME_MS;
  if (fresh - session.expiresAt.getTime() < SESSION_SLIDE_EVERY_MS) return null;
  const expiresAt = new Date(fresh);
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, session.id));
  return expiresAt;
}
