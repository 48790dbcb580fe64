import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponUses as couponUseRows, coupons } from '../../db/schema';
import { ApiError } from '../errors';
import type { CouponRow } from './live-coupon';

/**
 * The campaign's limits, in one place for the coupon check (/coupon/check, the booking's price)
 * and the booking's spend: where it may be used (its countries, then its stores) and how often.
 * A use is a coupon_uses row, one per order: returnCoupon deletes a cancelled or expired unpaid
 * order's row, so the count is always of orders still holding the code. uses_per_traveller is
 * counted the same way, per traveller, when the wallet spends (./wallet.ts).
 */
export function assertCouponAtStore(coupon: CouponRow, store: { code: string; country: string }): void {
  const country = coupon.countries.length === 0 || coupon.countries.includes(store.country);
  const shop = coupon.stores.length === 0 || coupon.stores.includes(store.code);
  if (!country || !shop) throw new ApiError('coupon_incorrect', { code: coupon.code });
}

/** How many orders use the campaign now; with a user, that traveller's orders only. */
export async function couponUses(db: Db, code: string, userId?: string): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(couponUseRows)
    .where(
      and(
        eq(couponUseRows.couponCode, code),
        userId === undefined ? undefined : eq(couponUseRows.userId, userId),
      ),
    );
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
export async function claimCouponUse(tx: Db, code: string, now: Date): Promise<CouponRow> {
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, code)).for('update');
  if (!coupon || !coupon.active || coupon.startsAt > now || coupon.endsAt <= now) {
    throw new ApiError('coupon_incorrect', { code });
  }
  await assertCouponUsesLeft(tx, coupon);
  return coupon;
}
