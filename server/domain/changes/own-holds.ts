import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';

/**
 * Inside a change's transaction, the order's own live hold is set aside before the changed rental
 * is priced and held, so its own car counts as free for the new dates (one more day of the same
 * car needs no second unit). Nobody outside the transaction ever sees the order without a car:
 * the new hold is taken in the same transaction, or the whole transaction is undone.
 */
export async function setOwnHoldsAside(tx: Db, orderId: string, now: Date): Promise<void> {
  await tx
    .update(bookings)
    .set({ releasedAt: now })
    .where(and(eq(bookings.orderId, orderId), isNull(bookings.releasedAt)));
}
