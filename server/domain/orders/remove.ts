import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { ApiError } from '../errors';
import { assertActionAllowed } from './guard';

/**
 * Deletes an ended order (CANCEL or EXPIRED, as orderActions says) from the traveller's list: it
 * is kept for the records (deleted_at) and reads as unknown from then on.
 */
export async function deleteOrder(db: Db, orderId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.deletedAt) throw new ApiError('not_found');
    await assertActionAllowed(tx, order, 'delete', now);
    await tx
      .update(orders)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(orders.id, order.id), isNull(orders.deletedAt)));
  });
}
