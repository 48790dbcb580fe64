import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { ApiError } from '../errors';
import { isRefusal, retryAfterS } from './limiters';

/**
 * One counter a try is charged to: the limiter and its key (a client, an order number, a user), and
 * what happens past its limit. 'refuse' (the default): too_many_requests until the window ends; for
 * the keys of a client, whose owner is the one guessing. 'captcha': the try must carry a solved
 * captcha, else captcha_required; for the keys of a target (an order number, an account), which
 * anyone may name, so that a stranger's failures slow the owner down without locking them out.
 */
export type FailureKey = { limiter: RateLimiterAbstract; key: string; past?: 'refuse' | 'captcha' };

/** How a try proves there is a person behind it: checks (and uses up) the captcha it carries. */
export type FailureOptions = { captcha?: () => Promise<boolean> };

/**
 * Runs `attempt` under a limit on failures (guessed order contacts, wrong coupon codes), without a
 * race: every try takes its point first, atomically in the limiter's store (an UPSERT on
 * PostgreSQL, INCR on Redis), so of any number of tries in flight only as many as the limit has
 * left get through; the rest answer too_many_requests. A try that did not fail in the counted way
 * gives its points back, so only failures stay counted; a refused try gives back the points it
 * took, so a locked client does not also use up an order number's budget. Reading the count first
 * and consuming only after a failure would let parallel failures all pass the read.
 *
 * The 'refuse' keys are taken first, so a client over its own limit is refused whatever it carries.
 * A 'captcha' key past its limit still takes its point (the same atomic step), then the try needs
 * `options.captcha` to answer true: each solution is good once, so of tries in flight past the
 * limit only those with a solution of their own run, and they are counted as any other try. One
 * without answers captcha_required before `attempt` runs, so it says nothing about what it carried.
 */
export async function limitFailures<T>(
  keys: readonly FailureKey[],
  isCountedFailure: (error: unknown) => boolean,
  attempt: () => Promise<T>,
  options: FailureOptions = {},
): Promise<T> {
  const ordered = [
    ...keys.filter((counter) => counter.past !== 'captcha'),
    ...keys.filter((counter) => counter.past === 'captcha'),
  ];
  const taken: FailureKey[] = [];
  const giveBack = () => Promise.all(taken.map(({ limiter, key }) => limiter.reward(key, 1)));
  let captchaAsked = false;
  for (const counter of ordered) {
    try {
      await counter.limiter.consume(counter.key, 1);
      taken.push(counter);
    } catch (error) {
      if (!isRefusal(error)) {
        await giveBack();
        throw error;
      }
      // Over the limit: the point was taken all the same; it stays only if the try runs.
      taken.push(counter);
      if (counter.past === 'captcha') {
        captchaAsked = true;
        continue;
      }
      await giveBack();
      throw new ApiError('too_many_requests', { retry_after_s: retryAfterS(error) });
    }
  }
  if (captchaAsked) {
    let proven = false;
    try {
      proven = (await options.captcha?.()) ?? false;
    } catch (error) {
      await giveBack();
      throw error;
    }
    if (!proven) {
      await giveBack();
      throw new ApiError('captcha_required');
    }
  }
  try {
    const result = await attempt();
    await giveBack();
    return result;
  } catch (error) {
    if (!isCountedFailure(error)) await giveBack();
    throw error;
  }
}

/** An ApiError of the given name: the failure a limit counts. */
export const isApiError =
  (name: ApiError['name']) =>
  (error: unknown): boolean =>
    error instanceof ApiError && error.name === name;
