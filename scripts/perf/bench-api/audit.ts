import { and, count, eq, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../server/db/client';
import { bookings, orders } from '../../../server/db/schema';

export type HoldAudit = { orders: number; doubleHolds: number; ordersWithoutOneHold: number };

/**
 * After a booking run: how many orders there are, how many pairs of live holds of one car overlap
 * (the exclusion constraint says none can; this checks it from outside), and how many orders do
 * not hold exactly one car (none may: an order without its car, or with two).
 */
export async function auditHolds(db: Db): Promise<HoldAudit> {
  const a = alias(bookings, 'a');
  const b = alias(bookings, 'b');
  const [overlaps] = await db
    .select({ n: count() })
    .from(a)
    .innerJoin(b, and(eq(a.fleetUnitId, b.fleetUnitId), lt(a.id, b.id), sql`${a.during} && ${b.during}`))
    .where(and(isNull(a.releasedAt), isNull(b.releasedAt)));
  const [all] = await db.select({ n: count() }).from(orders);
  const holdsPerOrder = db
    .select({ orderId: bookings.orderId, n: count().as('n') })
    .from(bookings)
    .where(isNull(bookings.releasedAt))
    .groupBy(bookings.orderId)
    .as('holds_per_order');
  const [wrong] = await db
    .select({ n: count() })
    .from(orders)
    .leftJoin(holdsPerOrder, eq(holdsPerOrder.orderId, orders.id))
    .where(sql`coalesce(${holdsPerOrder.n}, 0) <> 1`);
  return {
    orders: Number(all?.n ?? 0),
    doubleHolds: Number(overlaps?.n ?? 0),
    ordersWithoutOneHold: Number(wrong?.n ?? 0),
  };
}
