import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { ApiError } from '../errors';
import { isRefusal, retryAfterS } from './limiters';

/** One counter a try is charged to: the limiter and its key (a client, an order number, a user). */
export type FailureKey = { limiter: RateLimiterAbstract; key: string };

/**
 * Runs `attempt` under a limit on failures (guessed order contacts, wrong coupon codes), without a
 * race: every try takes its point first, atomically in the limiter's store (an UPSERT on
 * PostgreSQL, INCR on Redis), so of any number of tries in flight only as many as the limit has
 * left get through; the rest answer too_many_requests. A try that did not fail in the counted way
 * gives its points back, so only failures stay counted; a refused try gives back the points it
 * took, so a locked client does not also use up an order number's budget. Reading the count first
 * and consuming only after a failure would let parallel failures all pass the read.
 */
export async function limitFailures<T>(
  keys: readonly FailureKey[],
  isCountedFailure: (error: unknown) => boolean,
  attempt: () => Promise<T>,
): Promise<T> {
  const taken: FailureKey[] = [];
  const giveBack = () => Promise.all(taken.map(({ limiter, key }) => limiter.reward(key, 1)));
  for (const counter of keys) {
    try {
      await counter.limiter.consume(counter.key, 1);
      taken.push(counter);
    } catch (error) {
      if (!isRefusal(error)) {
        await giveBack();
        throw error;
      }
      // Over the limit: this try's point comes off again too, so the count stays 'failures'.
      taken.push(counter);
      await giveBack();
      throw new ApiError('too_many_requests', { retry_after_s: retryAfterS(error) });
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
