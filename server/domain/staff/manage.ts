import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { StaffMember } from '@/lib/api/contract/ops-staff';
import { FORM_MESSAGES } from '@/lib/api/contract/booking-form';
import type { StaffRole } from '@/lib/ops/roles';
import type { Db } from '../../db/client';
import { staff, stores } from '../../db/schema';
import { ApiError, paramsErrorAt } from '../errors';
import { recordAction, type OperatorContext } from '../operators/record';
import { auditOf, presentStaff, type StaffRow } from './accounts';
import { storeRecoveryCodes } from './recovery-codes';
import { revokeAllStaffSessions } from './sessions';
import { newSetupToken, setupUrl } from './setup-link';

/**
 * Staff management (admin; the command line adds the first admin). Each change runs in one
 * transaction with its operator_actions row (who, what, before, after, reason; never a password,
 * token or secret), so a refused change writes nothing. The last enabled admin can be neither
 * disabled nor stripped of the role: the enabled admins are locked first, so two such changes at
 * once see each other.
 */

export type StaffInput = { name: string; roles: StaffRole[]; storeCodes: string[] };
export type SetupLink = { member: StaffMember; setup_url: string; expires_at: string };

const unique = <T>(items: readonly T[]) => [...new Set(items)];

/** The roles and stores as kept: no repeats, and a store role covers at least one known store. */
async function checkedScope(db: Db, input: Pick<StaffInput, 'roles' | 'storeCodes'>) {
  const roles = unique(input.roles);
  const storeCodes = unique(input.storeCodes.map((code) => code.trim().toUpperCase()));
  if (roles.length === 0) throw paramsErrorAt('roles', FORM_MESSAGES.required);
  if (roles.includes('store') && storeCodes.length === 0)
    throw paramsErrorAt('store_codes', FORM_MESSAGES.required);
  if (storeCodes.length > 0) {
    const known = await db.select({ code: stores.code }).from(stores).where(inArray(stores.code, storeCodes));
    if (known.length !== storeCodes.length) throw paramsErrorAt('store_codes', FORM_MESSAGES.invalid);
  }
  return { roles, storeCodes };
}

const linkOf = (row: StaffRow, token: string): SetupLink => ({
  member: presentStaff(row),
  setup_url: setupUrl(token),
  expires_at: row.setupExpiresAt!.toISOString(),
});

/** A new member of staff and their one-time set-up link (72 hours). */
export async function addStaff(
  db: Db,
  context: OperatorContext,
  input: StaffInput & { email: string },
): Promise<SetupLink> {
  const scope = await checkedScope(db, input);
  const email = input.email.trim().toLowerCase();
  const { token, columns } = newSetupToken(context.now);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({
        email,
        name: input.name.trim(),
        ...scope,
        ...columns,
        createdAt: context.now,
        updatedAt: context.now,
      })
      .onConflictDoNothing({ target: staff.email })
      .returning();
    if (!row) throw new ApiError('staff_email_taken');
    await recordAction(tx, context, 'staff_add', { staffId: row.id }, { email }, { after: auditOf(row) });
    return linkOf(row, token);
  });
}

/** Locks the enabled admins (in one order, so two changes cannot deadlock) and answers their ids. */
async function lockEnabledAdmins(tx: Db) {
  const rows = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(sql`'admin' = any(${staff.roles})`, isNull(staff.disabledAt)))
    .orderBy(asc(staff.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** The member, locked for the change; staff_last_admin when the change would leave no enabled admin. */
async function lockTarget(tx: Db, id: string, removesAdmin: (row: StaffRow) => boolean) {
  const admins = await lockEnabledAdmins(tx);
  const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
  if (!row) throw new ApiError('not_found');
  if (admins.includes(row.id) && admins.length === 1 && removesAdmin(row))
    throw new ApiError('staff_last_admin');
  return row;
}

type Change = Partial<typeof staff.$inferInsert>;

/** Writes the change and its log row; answers the member after it. */
async function apply(
  tx: Db,
  context: OperatorContext,
  action: string,
  before: StaffRow,
  change: Change,
  reason?: string,
) {
  const [after] = await tx
    .update(staff)
    .set({ ...change, updatedAt: context.now })
    .where(eq(staff.id, before.id))
    .returning();
  await recordAction(
    tx,
    context,
    action,
    { staffId: before.id },
    { email: before.email },
    { before: auditOf(before), after: auditOf(after!), reason: reason || null },
  );
  return after!;
}

export async function updateStaff(
  db: Db,
  context: OperatorContext,
  input: StaffInput & { id: string },
): Promise<StaffMember> {
  const scope = await checkedScope(db, input);
  return db.transaction(async (tx) => {
    const before = await lockTarget(tx, input.id, () => !scope.roles.includes('admin'));
    const after = await apply(tx, context, 'staff_update', before, { name: input.name.trim(), ...scope });
    return presentStaff(after);
  });
}

/** Disables the account and ends every one of its sessions at once. */
export async function disableStaff(
  db: Db,
  context: OperatorContext,
  input: { id: string; reason: string },
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const before = await lockTarget(tx, input.id, () => true);
    if (before.disabledAt) return presentStaff(before);
    const after = await apply(
      tx,
      context,
      'staff_disable',
      before,
      { disabledAt: context.now },
      input.reason,
    );
    await revokeAllStaffSessions(tx, before.id, context.now);
    return presentStaff(after);
  });
}

export async function enableStaff(
  db: Db,
  context: OperatorContext,
  input: { id: string; reason: string },
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staff).where(eq(staff.id, input.id)).for('update');
    if (!before) throw new ApiError('not_found');
    if (!before.disabledAt) return presentStaff(before);
    return presentStaff(await apply(tx, context, 'staff_enable', before, { disabledAt: null }, input.reason));
  });
}

/**
 * A new set-up link for a member who lost their phone or password: the password, the second factor
 * and the recovery codes are cleared and every session ends; the member sets up again from the link.
 */
export async function reissueSetup(
  db: Db,
  context: OperatorContext,
  input: { id: string; reason: string },
): Promise<SetupLink> {
  const { token, columns } = newSetupToken(context.now);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staff).where(eq(staff.id, input.id)).for('update');
    if (!before) throw new ApiError('not_found');
    const after = await apply(
      tx,
      context,
      'staff_reissue_setup',
      before,
      { passwordHash: null, totpSecret: null, totpEnrolledAt: null, totpLastStep: null, ...columns },
      input.reason,
    );
    await storeRecoveryCodes(tx, before.id, [], context.now);
    await revokeAllStaffSessions(tx, before.id, context.now);
    return linkOf(after, token);
  });
}
