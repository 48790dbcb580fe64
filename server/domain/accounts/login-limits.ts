import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { isRefusal, LIMITS, limiters, retryAfterS } from '../rate-limit/limiters';
import { accountLabel, type AccountName } from './account-key';

/**
 * Failed logins are counted per account (10 in 15 minutes) and per client (20 an hour); past either,
 * logins answer too_many_requests until the window ends, even with the right password, so guessing
 * is slow whoever does it. A successful login clears the account's count.
 */
const keysOf = (db: Db, name: AccountName | null, client: string | undefined) => {
  const limits = limiters(db);
  const keys: [RateLimiterAbstract, string, number][] = [];
  if (name) keys.push([limits.loginAccount, accountLabel(name), LIMITS.loginAccount.points]);
  if (client) keys.push([limits.loginClient, `client:${client}`, LIMITS.loginClient.points]);
  return keys;
};

export async function refuseLockedLogin(db: Db, name: AccountName, client: string | undefined) {
  for (const [limiter, key, points] of keysOf(db, name, client)) {
    const used = await limiter.get(key);
    if (used && used.consumedPoints >= points) {
      throw new ApiError('too_many_requests', { retry_after_s: retryAfterS(used) });
    }
  }
}

/** Counts a failed login (an unknown account counts only against the client). */
export async function countFailedLogin(db: Db, name: AccountName | null, client: string | undefined) {
  for (const [limiter, key] of keysOf(db, name, client)) {
    await limiter.consume(key).catch((error: unknown) => {
      if (!isRefusal(error)) throw error;
    });
  }
}

export async function clearFailedLogins(db: Db, name: AccountName) {
  await limiters(db).loginAccount.delete(accountLabel(name));
}
