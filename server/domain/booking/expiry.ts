import { and, asc, eq, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { OrderStatus } from '@/lib/api/contract/booking';
import { serverEnv } from '@/lib/env';
import { orderMoveSources, orderMoveTarget } from '@/lib/orders/transitions';
import type { Db } from '../../db/client';
import { bookings, orders, payments } from '../../db/schema';
import { returnCoupon } from '../coupons/wallet';

/**
 * Spec §4: an online booking not paid within 30 minutes expires and its car is released. An
 * operator may set another window (PAYMENT_WINDOW_SECONDS); the end-to-end tests run one server
 * with a short one, to watch a real order expire at the end of its countdown.
 */
export const paymentWindowMs = (): number => serverEnv().PAYMENT_WINDOW_SECONDS * 1000;

type StatusFacts = Pick<typeof orders.$inferSelect, 'status' | 'paymentStatus' | 'expiresAt'>;

/** Whether an order waits for a payment that can no longer come (the sweep may not have run yet). */
export const isOverdue = (order: StatusFacts, now: Date): boolean =>
  order.status === 'CREATE_ORDER' &&
  order.paymentStatus === 'NOT_PAY' &&
  order.expiresAt !== null &&
  order.expiresAt <= now;

/** The status every read shows: an overdue unpaid order reads EXPIRED before the sweep catches up. */
export const effectiveStatus = (order: StatusFacts, now: Date): OrderStatus =>
  isOverdue(order, now) ? 'EXPIRED' : order.status;

/**
 * Expires unpaid online orders whose 30 minutes have run out and releases their cars, at most
 * `limit` at a time. Each order is claimed with FOR UPDATE SKIP LOCKED, so every instance of a fleet
 * can run this at once (and a payment holding the order's row is never expired under it). An order
 * with a payment attempt still at the gateway (processing, or pending at the acquirer) waits for
 * its answer: a charge never lands on a released car. With
 * `skuId`, only that car's orders. Answers how many orders expired.
 */
export async function expireOverdueOrders(
  db: Db,
  now: Date,
  options: { skuId?: number; limit?: number } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          inArray(orders.status, [...orderMoveSources('expire')]),
          eq(orders.paymentStatus, 'NOT_PAY'),
          lte(orders.expiresAt, now),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(payments)
              .where(
                and(
                  eq(payments.orderId, orders.id),
                  // One cut off mid-call stays 'processing' until the reconcile job has asked the
                  // acquirer (server/domain/payment/reconcile.ts): the money may have been taken.
                  inArray(payments.status, ['processing', 'pending']),
                ),
              ),
          ),
          options.skuId === undefined ? undefined : eq(orders.skuId, options.skuId),
        ),
      )
      .orderBy(asc(orders.expiresAt))
      .limit(options.limit ?? 100)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    const ids = due.map((order) => order.id);
    // The state machine's 'expire' move, one guarded UPDATE for the batch (the rows are locked).
    await tx
      .update(orders)
      .set({ status: orderMoveTarget('expire'), updatedAt: now })
      .where(and(inArray(orders.id, ids), inArray(orders.status, [...orderMoveSources('expire')])));
    await tx
      .update(bookings)
      .set({ releasedAt: now })
      .where(and(inArray(bookings.orderId, ids), isNull(bookings.releasedAt)));
    // An order that ended unpaid gives its coupon back to the wallet.
    for (const id of ids) await returnCoupon(tx, id);
    return ids.length;
  });
}

/** How many unpaid orders are overdue now (for metrics and tests). */
export async function countOverdue(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(eq(orders.status, 'CREATE_ORDER'), eq(orders.paymentStatus, 'NOT_PAY'), lte(orders.expiresAt, now)),
    );
  return Number(row?.count ?? 0);
}
