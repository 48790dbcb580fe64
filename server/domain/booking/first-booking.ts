import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/** A phone as orders keep it: the area code and the number, digits only ('8613800138000'). */
export const phoneKey = (areaCode: string, phone: string) =>
  `${areaCode.replace(/\D/g, '')}${phone.replace(/\D/g, '')}`;

/**
 * Whether this phone has never booked: the freshman discount is for a first booking. An expired
 * (never paid) or test order does not count as one.
 */
export async function isFirstBooking(db: Db, phone: string): Promise<boolean> {
  const [earlier] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.contactPhone, phone), notInArray(orders.status, ['EXPIRED', 'TEST'])))
    .limit(1);
  return !earlier;
}
