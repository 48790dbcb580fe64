import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, userCoupons } from '../../db/schema';
import { ApiError } from '../errors';
import type { CouponRow } from './live-coupon';

/**
 * The campaign's limits, in one place for the coupon check (/coupon/check, the booking's price)
 * and the booking's spend: where it may be used (its countries, then its stores) and how often.
 * A use is a wallet row in 'used': returnCoupon gives a cancelled or expired unpaid order's use
 * back by moving its row to valid again, so the count is always of orders still holding it.
 * uses_per_traveller: the wallet holds one row per (user, code) and that row is used once, so a
 * traveller uses a campaign at most once; the back office offers 1 only (lib/api/contract/ops-coupons.ts).
 */
export function assertCouponAtStore(coupon: CouponRow, store: { code: string; country: string }): void {
  const country = coupon.countries.length === 0 || coupon.countries.includes(store.country);
  const shop = coupon.stores.length === 0 || coupon.stores.includes(store.code);
  if (!country || !shop) throw new ApiError('coupon_incorrect', { code: coupon.code });
}

/** How many orders use the campaign now (their wallet rows are used). */
export async function couponUses(db: Db, code: string): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(userCoupons)
    .where(and(eq(userCoupons.couponCode, code), eq(userCoupons.status, 'used')));
  return row?.uses ?? 0;
}

/** All uses taken: coupon_used ('This coupon has already been used'). */
export async function assertCouponUsesLeft(db: Db, coupon: CouponRow): Promise<void> {
  if (coupon.usesTotal === null) return;
  if ((await couponUses(db, coupon.code)) >= coupon.usesTotal) {
    throw new ApiError('coupon_used', { code: coupon.code });
  }
}

/**
 * Inside the booking's transaction, before the wallet row is spent: the campaign row is locked so
 * two bookings racing for its last use are counted one after the other (the second sees it taken).
 * A campaign paused since the price check is refused too.
 */
export async function claimCouponUse(tx: Db, code: string, now: Date): Promise<void> {
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, code)).for('update');
  if (!coupon || !coupon.active || coupon.startsAt > now || coupon.endsAt <= now) {
    throw new ApiError('coupon_incorrect', { code });
  }
  await assertCouponUsesLeft(tx, coupon);
}
