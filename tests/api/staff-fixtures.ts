import { randomBytes } from 'node:crypto';
import { COOKIES } from '@/lib/cookies';
import { STAFF_ROLES, type StaffRole } from '@/lib/ops/roles';
import type { Db } from '@/server/db/client';
import { sessions, staff, users } from '@/server/db/schema';
import { hashToken } from '@/server/domain/verification/secrets';
import { startStaffSession } from '@/server/domain/staff/sessions';

let counter = 0;

export type TestStaff = { id: string; name: string; email: string; roles: StaffRole[]; storeCodes: string[] };

/**
 * A member of staff written straight into the database, already set up and enrolled (the sign-in
 * itself is tested in ops-auth.test.ts): for tests about what staff may do, not how they sign in.
 */
export async function addTestStaff(
  db: Db,
  options: { roles: StaffRole[]; storeCodes?: string[]; name?: string },
): Promise<TestStaff> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  const [row] = await db
    .insert(staff)
    .values({
      email: `staff-${tag}@example.test`,
      name: options.name ?? `Staff ${options.roles.join('+')} ${tag}`,
      roles: options.roles,
      storeCodes: options.storeCodes ?? [],
      totpSecret: 'JBSWY3DPEHPK3PXP',
      totpEnrolledAt: new Date(),
    })
    .returning();
  return {
    id: row!.id,
    name: row!.name,
    email: row!.email,
    roles: options.roles,
    storeCodes: row!.storeCodes,
  };
}

/** The Staff-token header of a new full session for the member (as the command line sends it). */
export async function staffHeaders(db: Db, member: Pick<TestStaff, 'id'>): Promise<Record<string, string>> {
  const { token } = await startStaffSession(db, member.id, 'full', new Date());
  return { 'Staff-token': token };
}

/** One signed-in member per role (a store role covering LAX01), for the role matrices. */
export async function staffOfEveryRole(db: Db) {
  const entries = await Promise.all(
    STAFF_ROLES.map(async (role) => {
      const member = await addTestStaff(db, { roles: [role], storeCodes: role === 'store' ? ['LAX01'] : [] });
      return [role, { member, headers: await staffHeaders(db, member) }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<
    StaffRole,
    { member: TestStaff; headers: Record<string, string> }
  >;
}

/** The staff cookie a response sets, as a Cookie header (name=value), and the whole Set-Cookie line. */
export function staffCookie(headers: Headers) {
  const line = headers.getSetCookie().find((entry) => entry.startsWith(`${COOKIES.staff}=`));
  return { line, pair: line?.split(';')[0] };
}

/** A traveller's Auth cookie and a guest's Auth_guest cookie, made in the database: neither is staff. */
export async function notStaffCookies(db: Db) {
  const [user] = await db
    .insert(users)
    .values({ email: `traveller-${randomBytes(6).toString('hex')}@example.com` })
    .returning({ id: users.id });
  const traveller = randomBytes(32).toString('base64url');
  const guest = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + 86_400_000);
  await db.insert(sessions).values([
    { tokenHash: hashToken(traveller), kind: 'user', userId: user!.id, expiresAt },
    { tokenHash: hashToken(guest), kind: 'guest', guestId: `g${randomBytes(8).toString('hex')}`, expiresAt },
  ]);
  return {
    traveller: { cookie: `${COOKIES.auth}=${traveller}` },
    guest: { cookie: `${COOKIES.authGuest}=${guest}` },
    travellerToken: traveller,
  };
}
