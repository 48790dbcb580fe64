import { and, eq, gt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * Whether this phone (phoneKey: area code and number as digits) has never booked: the freshman
 * discount is for a first booking. Orders that did not really happen do not count: EXPIRED, TEST,
 * and unpaid online bookings already past their expiry.
 */
export async function isFirstBooking(db: Db, phone: string, now: Date): Promise<boolean> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.contactPhone, phone),
        notInArray(orders.status, ['EXPIRED', 'TEST']),
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
