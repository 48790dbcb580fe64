import { and, eq, isNull } from 'drizzle-orm';
import { STAFF_IDLE_MINUTES, STAFF_ROLES, STAFF_SESSION_HOURS, type StaffRole } from '@/lib/ops/roles';
import type { Db } from '../../db/client';
import { staff, staffSessions } from '../../db/schema';
import { hashToken, newProofToken } from '../verification/secrets';
import type { StaffCaller } from './caller';

export const STAFF_IDLE_MS = STAFF_IDLE_MINUTES * 60_000;
export const STAFF_DAY_MS = STAFF_SESSION_HOURS * 60 * 60_000;
/** Between the password and the second factor: a few minutes to type the code. */
export const STAFF_PASSWORD_STAGE_MS = 10 * 60_000;
/** The idle deadline moves at most once a minute, so a busy page is not a write per request. */
const TOUCH_EVERY_MS = 60_000;

export type StaffStage = 'password' | 'full';
type StaffRow = typeof staff.$inferSelect;
type SessionRow = typeof staffSessions.$inferSelect;

export type StaffSessionRead = { session: SessionRow; member: StaffRow; caller: StaffCaller };

/**
 * Starts a staff session: a new 256-bit token, only its SHA-256 stored. A 'password' session lasts
 * minutes and opens only the second-factor step; a 'full' one idles out after 30 minutes and ends a
 * working day after it began, used or not.
 */
export async function startStaffSession(db: Db, staffId: string, stage: StaffStage, now: Date) {
  const token = newProofToken();
  const life = stage === 'full' ? STAFF_DAY_MS : STAFF_PASSWORD_STAGE_MS;
  const endsAt = new Date(now.getTime() + life);
  const idleUntil = new Date(now.getTime() + Math.min(life, STAFF_IDLE_MS));
  await db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    staffId,
    stage,
    idleUntil,
    endsAt,
    createdAt: now,
  });
  return { token, idleUntil, endsAt };
}

export const knownRoles = (roles: readonly string[]): StaffRole[] =>
  roles.filter((role): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role));

export const callerOf = (member: StaffRow, sessionId: string): StaffCaller => ({
  staffId: member.id,
  sessionId,
  name: member.name,
  email: member.email,
  roles: knownRoles(member.roles),
  storeCodes: member.storeCodes,
});

/**
 * The session a token names, if it is still good now: not revoked, not idle past its deadline, not
 * past its working day, its account not disabled. A good full session's idle deadline moves on.
 */
export async function readStaffSession(db: Db, token: string, now: Date): Promise<StaffSessionRead | null> {
  if (!token || token.length > 256) return null;
  const [row] = await db
    .select({ session: staffSessions, member: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt)))
    .limit(1);
  if (!row) return null;
  const { session, member } = row;
  const t = now.getTime();
  if (member.disabledAt || t >= session.idleUntil.getTime() || t >= session.endsAt.getTime()) return null;
  if (session.stage === 'full') {
    const idleUntil = new Date(Math.min(t + STAFF_IDLE_MS, session.endsAt.getTime()));
    if (idleUntil.getTime() - session.idleUntil.getTime() >= TOUCH_EVERY_MS) {
      await db.update(staffSessions).set({ idleUntil }).where(eq(staffSessions.id, session.id));
      session.idleUntil = idleUntil;
    }
  }
  return { session, member, caller: callerOf(member, session.id) };
}

export async function revokeStaffSession(db: Db, sessionId: string, now: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Ends every session of a member of staff (disabled, or set up again). */
export async function revokeAllStaffSessions(db: Db, staffId: string, now: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
