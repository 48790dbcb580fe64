import { asc, eq } from 'drizzle-orm';
import type { StaffMember, StaffSession } from '@/lib/api/contract/ops-staff';
import type { Db } from '../../db/client';
import { staff, type staffSessions } from '../../db/schema';
import { ApiError } from '../errors';
import { knownRoles } from './sessions';

export type StaffRow = typeof staff.$inferSelect;

/** A member of staff as the back office shows them: never a hash, token or secret. */
export const presentStaff = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  roles: knownRoles(row.roles),
  store_codes: row.storeCodes,
  disabled: row.disabledAt !== null,
  enrolled: row.totpEnrolledAt !== null,
  created_at: row.createdAt.toISOString(),
});

export const presentStaffSession = (
  member: StaffRow,
  session: Pick<typeof staffSessions.$inferSelect, 'idleUntil' | 'endsAt'>,
): StaffSession => ({
  member: presentStaff(member),
  idle_until: session.idleUntil.toISOString(),
  ends_at: session.endsAt.toISOString(),
});

/** What the audit trail keeps of an account before and after a change. */
export const auditOf = (row: StaffRow) => ({
  email: row.email,
  name: row.name,
  roles: row.roles,
  store_codes: row.storeCodes,
  disabled: row.disabledAt !== null,
  enrolled: row.totpEnrolledAt !== null,
});

export async function findStaffById(db: Db, id: string): Promise<StaffRow> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  if (!row) throw new ApiError('not_found');
  return row;
}

export const listStaff = (db: Db) => db.select().from(staff).orderBy(asc(staff.createdAt), asc(staff.email));
