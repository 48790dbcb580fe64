import type { Db } from '../../db/client';
import { ApiError } from '../errors';
import { limitFailures, type FailureKey } from '../rate-limit/failure-limit';
import { limiters } from '../rate-limit/limiters';
import { accountLabel, type AccountName } from './account-key';

/**
 * Failed logins are counted per account named (10 in 15 minutes) and per client (20 an hour); past
 * either, logins answer too_many_requests until the window ends, even with the right password, so
 * guessing is slow whoever does it. Each try takes its point first (limitFailures), so tries sent in
 * parallel cannot all pass a check made before any of them failed; a try that did not fail gives
 * its point back, and a successful login clears the account's count.
 */
function loginFailureKeys(db: Db, name: AccountName, client: string | undefined): FailureKey[] {
  const limits = limiters(db);
  return [
    { limiter: limits.loginAccount, key: accountLabel(name) },
    ...(client ? [{ limiter: limits.loginClient, key: `client:${client}` }] : []),
  ];
}

/** The answers that count as a failed login: a guess that missed. */
const GUESSES: ReadonlySet<string> = new Set(['user_not_registered', 'wrong_password', 'wrong_code']);
const isFailedGuess = (error: unknown) => error instanceof ApiError && GUESSES.has(error.name);

/** Runs a login try under the failed-login limits of the account and the client. */
export const limitLoginTries = <T>(
  db: Db,
  name: AccountName,
  client: string | undefined,
  attempt: () => Promise<T>,
): Promise<T> => limitFailures(loginFailureKeys(db, name, client), isFailedGuess, attempt);

export async function clearFailedLogins(db: Db, name: AccountName) {
  await limiters(db).loginAccount.delete(accountLabel(name));
}
