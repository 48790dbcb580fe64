import { and, asc, eq, gt, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { OrderStatus } from '@/lib/api/contract/booking';
import type { Db } from '../../db/client';
import { bookings, orders, payments } from '../../db/schema';

/** Spec §4: an online booking not paid within 30 minutes expires and its car is released. */
export const PAYMENT_WINDOW_MS = 30 * 60_000;

/** A card attempt still 'processing' after this long was cut off (a crash) and no longer holds the order. */
const STALE_PROCESSING_MS = 2 * 60_000;

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
          eq(orders.status, 'CREATE_ORDER'),
          eq(orders.paymentStatus, 'NOT_PAY'),
          lte(orders.expiresAt, now),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(payments)
              .where(
                and(
                  eq(payments.orderId, orders.id),
                  // A 'processing' attempt older than this lost its process mid-call: not worth the car.
                  or(
                    eq(payments.status, 'pending'),
                    and(
                      eq(payments.status, 'processing'),
                      gt(payments.createdAt, new Date(now.getTime() - STALE_PROCESSING_MS)),
                    ),
                  ),
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
    await tx.update(orders).set({ status: 'EXPIRED', updatedAt: now }).where(inArray(orders.id, ids));
    await tx
      .update(bookings)
      .set({ releasedAt: now })
      .where(and(inArray(bookings.orderId, ids), isNull(bookings.releasedAt)));
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
