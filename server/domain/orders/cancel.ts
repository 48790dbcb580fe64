import { and, eq, inArray, isNull } from 'drizzle-orm';
import { assertOrderMove, orderMoveSources } from '@/lib/orders/transitions';
import type { Db } from '../../db/client';
import { bookings, orders, payments } from '../../db/schema';
import { ApiError } from '../errors';
import { effectiveStatus } from '../booking/expiry';
import { returnCoupon } from '../coupons/wallet';
import type { OrderRow } from '../booking/present-order';
import { assertActionAllowed } from './guard';

/**
 * The traveller cancels an unpaid order before pick-up (a paid one goes through a refund): in one
 * transaction the order's row is locked, the state machine is asked again (the 'cancel' action of
 * orderActions, then the 'cancel' move), the status is moved by a guarded UPDATE and the car is
 * released (bookings.released_at) and a coupon it used goes back to the wallet. A payment still at the gateway holds the order: payment_pending.
 */
export async function cancelOrder(db: Db, orderId: string, now: Date): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.deletedAt) throw new ApiError('not_found');
    await assertActionAllowed(tx, order, 'cancel', now);
    const to = assertOrderMove(effectiveStatus(order, now), 'cancel');
    const [inFlight] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), inArray(payments.status, ['processing', 'pending'])))
      .limit(1);
    if (inFlight) throw new ApiError('payment_pending');
    const [cancelled] = await tx
      .update(orders)
      .set({ status: to, expiresAt: null, updatedAt: now })
      .where(
        and(
          eq(orders.id, order.id),
          inArray(orders.status, [...orderMoveSources('cancel')]),
          eq(orders.paymentStatus, 'NOT_PAY'),
        ),
      )
      .returning();
    if (!cancelled) throw new ApiError('order_action_not_allowed');
    await tx
      .update(bookings)
      .set({ releasedAt: now })
      .where(and(eq(bookings.orderId, order.id), isNull(bookings.releasedAt)));
    // A coupon this unpaid order used goes back to its owner's wallet, in this same transaction.
    await returnCoupon(tx, order.id);
    return cancelled;
  });
}
