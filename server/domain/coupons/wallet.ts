import { and, desc, eq, inArray } from 'drizzle-orm';
import type { WalletStatus } from '@/lib/choices';
import type { WalletCoupon } from '@/lib/api/contract/coupons';
import type { Lang } from '@/lib/i18n/locales';
import type { Db } from '../../db/client';
import { couponUses as couponUseRows, coupons, orders, userCoupons } from '../../db/schema';
import { ApiError } from '../errors';
import { isApiError, limitFailures } from '../rate-limit/failure-limit';
import { limiters } from '../rate-limit/limiters';
import { claimCouponUse, couponUses } from './campaign-rules';
import { liveCoupon, type CouponRow } from './live-coupon';

type WalletRow = typeof userCoupons.$inferSelect;

/**
 * What a wallet coupon is now. 'used' and 'invalid' are stored (an order used it; an operator
 * withdrew it); a campaign switched off or not yet started reads invalid, and one past its end
 * reads expired, without a job having to rewrite the rows.
 */
export function walletStatusOf(row: Pick<WalletRow, 'status'>, coupon: CouponRow, now: Date): WalletStatus {
  if (row.status === 'used' || row.status === 'invalid') return row.status;
  if (coupon.endsAt <= now || row.status === 'expired') return 'expired';
  if (!coupon.active || coupon.startsAt > now) return 'invalid';
  return 'valid';
}

export function presentWalletCoupon(row: WalletRow, coupon: CouponRow, lang: Lang, now: Date): WalletCoupon {
  const percent = coupon.discountType === 'percent';
  return {
    code: coupon.code,
    status: walletStatusOf(row, coupon, now),
    kind: percent ? 'percent' : 'amount',
    percent: percent ? Number(coupon.discountValue) : null,
    amount: percent ? null : { amount: Number(coupon.discountValue), currency: coupon.currency },
    description: coupon.description[lang] || coupon.description.en,
    less_limit: { amount: Number(coupon.lessLimit), currency: coupon.currency },
    countries: coupon.countries,
    starts_at: coupon.startsAt.toISOString(),
    ends_at: coupon.endsAt.toISOString(),
    added_at: row.createdAt.toISOString(),
    used_at: row.usedAt?.toISOString() ?? null,
  };
}

/** The user's coupons, newest first; with `status`, only those that read so now. */
export async function listWallet(
  db: Db,
  userId: string,
  lang: Lang,
  now: Date,
  status?: WalletStatus,
): Promise<WalletCoupon[]> {
  const rows = await db
    .select({ row: userCoupons, coupon: coupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.code, userCoupons.couponCode))
    .where(eq(userCoupons.userId, userId))
    .orderBy(desc(userCoupons.createdAt), desc(userCoupons.id));
  const list = rows.map(({ row, coupon }) => presentWalletCoupon(row, coupon, lang, now));
  return status ? list.filter((coupon) => coupon.status === status) : list;
}

/**
 * POST /user/coupon/add. Unknown, switched off, out of its dates, or already in the wallet: all
 * answer coupon_incorrect alike, so the answer tells a guesser nothing more than 'no'. Each such
 * answer counts against the user (LIMITS.couponAdd); past the limit every try, right or wrong,
 * answers too_many_requests until the window ends, so codes cannot be enumerated. The try is
 * counted before the code is looked at (limitFailures), so parallel guesses cannot all slip past.
 */
export async function addToWallet(
  db: Db,
  userId: string,
  code: string,
  lang: Lang,
  now: Date,
): Promise<WalletCoupon> {
  const { row, coupon } = await limitFailures(
    [{ limiter: limiters(db).couponAdd, key: userId }],
    isApiError('coupon_incorrect'),
    async () => {
      const live = await liveCoupon(db, code, now);
      const [added] = live
        ? await db
            .insert(userCoupons)
            .values({ userId, couponCode: live.code, status: 'valid', createdAt: now })
            .onConflictDoNothing({ target: [userCoupons.userId, userCoupons.couponCode] })
            .returning()
        : [];
      if (!live || !added) throw new ApiError('coupon_incorrect');
      return { row: added, coupon: live };
    },
  );
  return presentWalletCoupon(row, coupon, lang, now);
}

/**
 * Uses the user's coupon on a new order, inside the booking's transaction: a code not yet in the
 * wallet is added first (typing a valid code at booking is adding it), then the order's use is
 * written and the wallet row reads 'used' once the traveller has no uses left (the campaign's
 * uses_per_traveller; none: never). The campaign row is locked first (claimCouponUse), then the
 * wallet row: of two bookings racing for a traveller's last use, the second waits and finds the
 * row used: coupon_used, and its whole transaction (order, hold) is undone.
 */
export async function spendWalletCoupon(
  tx: Db,
  userId: string,
  code: string,
  orderId: string,
  now: Date,
): Promise<void> {
  const coupon = await claimCouponUse(tx, code, now);
  await tx
    .insert(userCoupons)
    .values({ userId, couponCode: code, status: 'valid', createdAt: now })
    .onConflictDoNothing({ target: [userCoupons.userId, userCoupons.couponCode] });
  const [row] = await tx
    .select()
    .from(userCoupons)
    .where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponCode, code)))
    .for('update');
  if (row?.status !== 'valid') {
    throw new ApiError(row?.status === 'used' ? 'coupon_used' : 'coupon_incorrect', { code });
  }
  await tx.insert(couponUseRows).values({ couponCode: code, userId, orderId, usedAt: now });
  const uses = await couponUses(tx, code, userId);
  const spent = coupon.usesPerTraveller !== null && uses >= coupon.usesPerTraveller;
  await tx
    .update(userCoupons)
    .set({ status: spent ? 'used' : 'valid', usedOrderId: orderId, usedAt: now })
    .where(eq(userCoupons.id, row.id));
}

/**
 * Gives back the coupon use of an order that ends unpaid (it expired, or was cancelled before
 * paying): its use row goes and the wallet row is valid again, for another booking. A paid order
 * keeps its use (its refund follows the cancellation policy on the discounted price). Answers
 * whether a use was given back. Call it in the transaction that moves the order.
 */
export async function returnCoupon(tx: Db, orderId: string): Promise<boolean> {
  const unpaid = tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'NOT_PAY')));
  const [use] = await tx
    .delete(couponUseRows)
    .where(and(eq(couponUseRows.orderId, orderId), inArray(couponUseRows.orderId, unpaid)))
    .returning();
  if (!use) return false;
  const [last] = await tx
    .select({ orderId: couponUseRows.orderId, usedAt: couponUseRows.usedAt })
    .from(couponUseRows)
    .where(and(eq(couponUseRows.couponCode, use.couponCode), eq(couponUseRows.userId, use.userId)))
    .orderBy(desc(couponUseRows.usedAt), desc(couponUseRows.id))
    .limit(1);
  // A row an operator withdrew ('invalid') stays so; a used one has a use again.
  await tx
    .update(userCoupons)
    .set({ status: 'valid', usedOrderId: last?.orderId ?? null, usedAt: last?.usedAt ?? null })
    .where(
      and(
        eq(userCoupons.userId, use.userId),
        eq(userCoupons.couponCode, use.couponCode),
        inArray(userCoupons.status, ['used', 'valid']),
      ),
    );
  return true;
}
