import type { Db } from '../../db/client';
import { isApiError, limitFailures } from '../rate-limit/failure-limit';
import { limiters } from '../rate-limit/limiters';

/**
 * GET /coupon/check needs no login, so wrong codes are counted per client (LIMITS.couponCheck):
 * past the limit every check answers too_many_requests until the window ends, so the public check
 * cannot be used to enumerate codes. Runs `check`; it counts when it answers coupon_incorrect, and
 * the count is taken before the check (limitFailures), so parallel guesses cannot all slip past.
 */
export async function limitCouponGuesses<T>(db: Db, client: string | undefined, check: () => Promise<T>) {
  if (!client) return check();
  return limitFailures(
    [{ limiter: limiters(db).couponCheck, key: `client:${client}` }],
    isApiError('coupon_incorrect'),
    check,
  );
}
