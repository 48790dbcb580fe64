import type { CouponTermsAnswer } from '@/lib/api/contract/booking';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema';
import { ApiError } from '../errors';
import { couponAmounts } from '../pricing/coupon-amounts';
import type { QuoteCurrencies } from '../pricing/minor-pair';
import { assertCouponAtStore, assertCouponUsesLeft } from './campaign-rules';
import { liveCoupon, type CouponRow } from './live-coupon';

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
  return termsOf(db, coupon, currencies);
}

/**
 * The terms of the coupon a booking already used, for repricing it when it is changed (issue 32):
 * the traveller keeps what they booked with, even after the campaign has ended or run out, so
 * changing a booking never takes its coupon away (its lower limit still applies to the new price).
 */
export async function heldCouponTerms(
  db: Db,
  code: string,
  currencies: QuoteCurrencies,
): Promise<CouponTermsAnswer | null> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return coupon ? termsOf(db, coupon, currencies) : null;
}

async function termsOf(db: Db, coupon: CouponRow, currencies: QuoteCurrencies): Promise<CouponTermsAnswer> {
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
