import { eq, sql } from 'drizzle-orm';
import type { Amount } from '@/lib/api/contract/bill';
import type { Db } from '../../db/client';
import { orderChanges } from '../../db/schema';

/**
 * What the order's changes have sent back to the card so far (their refunds of lower prepaid
 * totals), both currencies: what the card still holds is the charge less this.
 */
export async function changeRefunds(db: Db, orderId: string): Promise<Amount> {
  const [row] = await db
    .select({
      payment: sql<number>`coalesce(sum(${orderChanges.refundMinor}), 0)`.mapWith(Number),
      local: sql<number>`coalesce(sum(${orderChanges.refundLocalMinor}), 0)`.mapWith(Number),
    })
    .from(orderChanges)
    .where(eq(orderChanges.orderId, orderId));
  return { payment: row?.payment ?? 0, local: row?.local ?? 0 };
}
