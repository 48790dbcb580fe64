import { eq } from 'drizzle-orm';
import { passwordProblem } from '@/lib/api/contract/account';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError } from '../errors';
import { checkCode, codeCheckError } from '../verification/one-time-codes';
import { codeSubject, findUser, userColumns, type AccountName } from './account-key';
import { clearFailedLogins, limitLoginTries } from './login-limits';
import { hashPassword, passwordMatches } from './passwords';
import { endAllSessions, startSession } from './sessions';

/**
 * Who asks: their address (for the limits), the session they presented (rotated at login) and the
 * captcha they solved (needed once the account has had its failed logins).
 */
export type Caller = {
  client: string | undefined;
  sessionId: string | null;
  now: Date;
  captcha?: string | undefined;
};

export type LoggedIn = { user: typeof users.$inferSelect; token: string; expiresAt: Date };

async function logIn(db: Db, user: typeof users.$inferSelect, name: AccountName, caller: Caller) {
  await clearFailedLogins(db, name);
  return { user, ...(await startSession(db, user.id, caller.now, caller.sessionId)) };
}

/**
 * Spec §8: user not registered, wrong password; too many failures from the client answer
 * too_many_requests, too many on the account captcha_required without a solved captcha.
 */
export async function logInWithPassword(
  db: Db,
  name: AccountName,
  password: string,
  caller: Caller,
): Promise<LoggedIn> {
  const user = await limitLoginTries(db, name, caller, async () => {
    const found = await findUser(db, name);
    if (!found) throw new ApiError('user_not_registered');
    if (!(await passwordMatches(found.passwordHash, password))) throw new ApiError('wrong_password');
    return found;
  });
  return logIn(db, user, name, caller);
}

/**
 * A code sent with purpose 'login'; wrong codes count as failed logins too (not an expired one, nor a
 * right code for no account: no guess).
 */
export async function logInWithCode(
  db: Db,
  name: AccountName,
  code: string,
  caller: Caller,
): Promise<LoggedIn> {
  const result = await limitLoginTries(db, name, caller, async () => {
    const checked = await checkCode(db, codeSubject(name, 'login'), code, caller.now, (tx) =>
      findUser(tx, name),
    );
    if (!checked.ok) throw codeCheckError(checked);
    return checked;
  });
  if (!result.value) throw new ApiError('user_not_registered');
  return logIn(db, result.value, name, caller);
}

function refuseBadPassword(password: string, confirm: string) {
  const problem = passwordProblem(password, confirm);
  if (problem) throw new ApiError(problem);
}

/** Sign-up with a code sent with purpose 'register'; logs the new user in. */
export async function register(
  db: Db,
  name: AccountName,
  body: { code: string; password: string; confirm_password: string },
  caller: Caller,
): Promise<LoggedIn> {
  refuseBadPassword(body.password, body.confirm_password);
  const passwordHash = await hashPassword(body.password);
  const result = await checkCode(db, codeSubject(name, 'register'), body.code, caller.now, async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ ...userColumns(name), passwordHash, createdAt: caller.now })
      .onConflictDoNothing()
      .returning();
    return created;
  });
  if (!result.ok) throw codeCheckError(result);
  if (!result.value) throw new ApiError('user_has_registered');
  return logIn(db, result.value, name, caller);
}

/**
 * A new password with a code sent with purpose 'reset_password'. Every session of the account ends
 * (whoever had the old password is logged out) and its failed logins are forgotten; the user then
 * logs in with the new password.
 */
export async function resetPassword(
  db: Db,
  name: AccountName,
  body: { code: string; password: string; confirm_password: string },
  now: Date,
): Promise<void> {
  refuseBadPassword(body.password, body.confirm_password);
  const passwordHash = await hashPassword(body.password);
  const result = await checkCode(db, codeSubject(name, 'reset_password'), body.code, now, async (tx) => {
    const user = await findUser(tx, name);
    if (!user) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await endAllSessions(tx, user.id);
    return true;
  });
  if (!result.ok) throw codeCheckError(result);
  if (!result.value) throw new ApiError('user_not_registered');
  await clearFailedLogins(db, name);
}
