import type { Db } from '../../db/client';
import { ApiError } from '../errors';
import { acceptCaptcha } from '../captcha/captcha';
import { limitFailures, type FailureKey } from '../rate-limit/failure-limit';
import { limiters } from '../rate-limit/limiters';
import { accountLabel, type AccountName } from './account-key';

/**
 * Failed logins are counted per account named (10 in 15 minutes) and per client (20 an hour). Past
 * the client's, its logins answer too_many_requests until the window ends, even with the right
 * password. Past the account's, which anyone who knows the address or number can run up, a login
 * (by password or by code) must carry a solved captcha, else captcha_required whatever the password:
 * the owner still gets in, a guesser pays a proof of work per try (issue 35). Each try takes its
 * point first (limitFailures), so tries sent in parallel cannot all pass a check made before any of
 * them failed; a try that did not fail gives its point back, and a successful login clears the
 * account's count.
 */
function loginFailureKeys(db: Db, name: AccountName, client: string | undefined): FailureKey[] {
  const limits = limiters(db);
  return [
    { limiter: limits.loginAccount, key: accountLabel(name), past: 'captcha' },
    ...(client ? [{ limiter: limits.loginClient, key: `client:${client}` }] : []),
  ];
}

/** The answers that count as a failed login: a guess that missed. */
const GUESSES: ReadonlySet<string> = new Set(['user_not_registered', 'wrong_password', 'wrong_code']);
const isFailedGuess = (error: unknown) => error instanceof ApiError && GUESSES.has(error.name);

/** Who tries: their address and the captcha they solved, if any; and when. */
export type LoginTry = { client: string | undefined; captcha?: string | undefined; now: Date };

/** Runs a login try under the failed-login limits of the account and the client. */
export const limitLoginTries = <T>(
  db: Db,
  name: AccountName,
  who: LoginTry,
  attempt: () => Promise<T>,
): Promise<T> =>
  limitFailures(loginFailureKeys(db, name, who.client), isFailedGuess, attempt, {
    captcha: () => acceptCaptcha(db, who.captcha, who.now),
  });

export async function clearFailedLogins(db: Db, name: AccountName) {
  await limiters(db).loginAccount.delete(accountLabel(name));
}
