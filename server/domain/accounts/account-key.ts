import { and, eq } from 'drizzle-orm';
import type { AccountKind, User } from '@/lib/api/contract/account';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError } from '../errors';
import type { CodeSubject } from '../verification/one-time-codes';
import { phoneKey, smsAddress } from '../verification/phone-key';
import type { CodePurpose } from '@/lib/api/contract/verify';

/** An account's name, normalized: a lower-cased address, or a phone split as users stores it. */
export type AccountName =
  { kind: 'email'; email: string } | { kind: 'phone'; areaCode: string; national: string; key: string };

/** The body's account (the contract has checked it already). */
export function accountName(body: {
  kind: AccountKind;
  email?: string | undefined;
  area_code?: string | undefined;
  phone?: string | undefined;
}): AccountName {
  if (body.kind === 'email') {
    if (!body.email) throw new ApiError('params_error');
    return { kind: 'email', email: body.email.trim().toLowerCase() };
  }
  if (!body.area_code || !body.phone) throw new ApiError('wrong_mobile');
  const areaCode = body.area_code.replace(/\D/g, '');
  const key = phoneKey(areaCode, body.phone);
  return { kind: 'phone', areaCode, national: key.slice(areaCode.length), key };
}

/** What the limiters and the codes call the account. */
export const accountLabel = (name: AccountName) =>
  name.kind === 'email' ? `email:${name.email}` : `phone:${name.key}`;

export const codeSubject = (name: AccountName, purpose: CodePurpose): CodeSubject =>
  name.kind === 'email'
    ? { channel: 'email', target: name.email, purpose }
    : { channel: 'phone', target: name.key, purpose };

/** Where a code for the account is sent. */
export const codeAddress = (name: AccountName) => (name.kind === 'email' ? name.email : smsAddress(name.key));

export function findUser(db: Db, name: AccountName) {
  const where =
    name.kind === 'email'
      ? eq(users.email, name.email)
      : and(eq(users.phoneAreaCode, name.areaCode), eq(users.phone, name.national));
  return db
    .select()
    .from(users)
    .where(where)
    .limit(1)
    .then((rows) => rows[0]);
}

export const userColumns = (name: AccountName) =>
  name.kind === 'email' ? { email: name.email } : { phoneAreaCode: name.areaCode, phone: name.national };

export const presentUser = (user: typeof users.$inferSelect): User => ({
  user_id: user.id,
  email: user.email,
  area_code: user.phoneAreaCode,
  phone: user.phone,
  name: user.name,
});

export async function findUserById(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new ApiError('unauthorized'); // a session outlives no user (cascade), but be safe
  return user;
}
