import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;

/**
 * A campaign that can be added or used now: known, switched on, within its dates. The one reading
 * of that rule for the wallet (adding a code) and the booking's coupon check (its terms).
 */
export async function liveCoupon(db: Db, code: string, now: Date): Promise<CouponRow | undefined> {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.code, code),
        eq(coupons.active, true),
        lte(coupons.startsAt, now),
        gt(coupons.endsAt, now),
      ),
    )
    .limit(1);
  return coupon;
}
