import { and, eq } from 'drizzle-orm';
import type { Amount } from '@/lib/api/contract/bill';
import type { Db } from '../../db/client';
import { orderChanges } from '../../db/schema';

/**
 * A dearer change of a booking paid online (issue 32 item 4; DESIGN.md §11): the change waits for
 * its difference to be paid within the payment window, the new car held beside the old one, the
 * booking itself unchanged. Paid (payment/outcome.ts), the change is applied as a free one is;
 * unpaid at the window's end, or replaced by another change, it lapses: its hold is released and
 * nothing else happened.
 */
export type AwaitingChange = typeof orderChanges.$inferSelect;

/** The order's change waiting for its difference now, or null (one past its window reads lapsed). */
export async function awaitingChangeOf(db: Db, orderId: string, now: Date): Promise<AwaitingChange | null> {
  const [row] = await db
    .select()
    .from(orderChanges)
    .where(and(eq(orderChanges.orderId, orderId), eq(orderChanges.status, 'awaiting_payment')))
    .limit(1);
  return row && row.payBy && row.payBy > now ? row : null;
}

/** What a waiting change asks to be paid, both currencies (minor units). */
export const dueOf = (change: AwaitingChange): Amount => ({
  payment: change.dueMinor,
  local: change.dueLocalMinor,
});
