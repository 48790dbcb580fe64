import type { CouponTermsAnswer } from '@/lib/api/contract/booking';
import type { Db } from '../../db/client';
import { ApiError } from '../errors';
import { couponAmounts } from '../pricing/coupon-amounts';
import type { QuoteCurrencies } from '../pricing/minor-pair';
import { assertCouponAtStore, assertCouponUsesLeft } from './campaign-rules';
import { liveCoupon } from './live-coupon';

/**
 * A coupon's terms for a rental at a store, in the rental's two currencies: known, switched on,
 * within its dates, valid in the store's country and at the store (./campaign-rules.ts), else coupon_incorrect ('Your coupon is
 * incorrect, please try again'). Its amounts come from pricing (coupon-amounts.ts); whether it
 * applies to a price (its lower limit) is the bill's rule.
 */
export async function couponTermsFor(
  db: Db,
  code: string,
  store: { code: string; country: string },
  currencies: QuoteCurrencies,
  now: Date,
): Promise<CouponTermsAnswer> {
  const coupon = await liveCoupon(db, code, now);
  if (!coupon) throw new ApiError('coupon_incorrect', { code });
  assertCouponAtStore(coupon, store);
  await assertCouponUsesLeft(db, coupon);
  const percent = coupon.discountType === 'percent';
  const { discount, less_limit, less_limit_price } = await couponAmounts(db, coupon, currencies);
  return {
    code: coupon.code,
    name: coupon.description,
    kind: percent ? 'percent' : 'amount',
    percent: percent ? coupon.discountValue : null,
    discount,
    less_limit,
    less_limit_price,
  };
}
