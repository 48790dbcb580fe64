import { and, eq, gt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * Whether the traveller is a new user, for the freshman event (a 9.5-fold discount on a new user's
 * first order). New means: this phone (phoneKey: area code and number as digits) has no earlier
 * order, and, when logged in, neither has the account, whatever phone it booked with, so a second
 * phone does not make an old customer new. Orders that did not really happen do not count:
 * EXPIRED, CANCEL, TEST, and unpaid online bookings already past their expiry.
 */
export async function isFirstBooking(
  db: Db,
  who: { phone: string; userId: string | null },
  now: Date,
): Promise<boolean> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        who.userId
          ? or(eq(orders.contactPhone, who.phone), eq(orders.userId, who.userId))
          : eq(orders.contactPhone, who.phone),
        notInArray(orders.status, ['EXPIRED', 'CANCEL', 'TEST']),
        or(
          sql`${orders.status} <> 'CREATE_ORDER'`,
          sql`${orders.expiresAt} is null`,
          gt(orders.expiresAt, now),
        ),
      ),
    )
    .limit(1);
  return order === undefined;
}
