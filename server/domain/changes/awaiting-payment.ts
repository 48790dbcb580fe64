/**
 * A dearer change of a paid booking waiting for its difference: its hold, its lapse and its
 * application once paid. What it is, and how it is read: ./awaiting-read.ts.
 */
import { and, eq, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, orderChanges, orders, payments, type PendingOrderSet } from '../../db/schema';
import type { OrderRow } from '../booking/present-order';
import { paymentWindowMs } from '../booking/expiry';
import { ApiError } from '../errors';
import { holdFreeUnit, holdUnit } from '../holds';
import { queueChangedEmail } from './changed-email';
import { releaseOwnHolds } from './own-holds';
import type { PricedChange } from './price-change';

/** The columns of the order a change writes, as JSON for a change that waits (instants as ISO). */
export const pendingSetOf = (set: Partial<OrderRow>): PendingOrderSet =>
  JSON.parse(JSON.stringify(set)) as PendingOrderSet;

/** The columns back from JSON: the instants a change moves are Dates again. */
function orderSetOf(pending: PendingOrderSet): Partial<OrderRow> {
  const set = { ...pending } as Partial<OrderRow> & Record<string, unknown>;
  for (const column of ['pickupAt', 'dropoffAt'] as const) {
    const value = pending[column];
    if (typeof value === 'string') set[column] = new Date(value);
  }
  return set;
}

/** The hold a waiting change took, and the booking's own to put back if it moved it. */
export type WaitingHold = { holdId: number; restoreHold: { fleetUnitId: number; during: string } | null };

/**
 * Holds the new car beside the booking's own, which stands until the difference is paid. When no
 * other unit is free and the change keeps the car over dates covering the booked ones (one more
 * day of the last car), the booking's own hold is moved onto the new dates instead, and what it
 * was is kept to put back if the change lapses: nobody else can take the booked range meanwhile,
 * since the moved hold covers it. Otherwise none free: out_of_stock, and nothing is written.
 */
export async function holdBeside(
  tx: Db,
  order: OrderRow,
  priced: Extract<PricedChange, { repriced: true }>,
  now: Date,
): Promise<WaitingHold> {
  const { interval } = priced.search;
  const hold = await holdFreeUnit(tx, priced.skuId, interval, order.id);
  if (hold) return { holdId: hold.bookingId, restoreHold: null };
  const covers =
    priced.skuId === order.skuId && interval.start <= order.pickupAt && interval.end >= order.dropoffAt;
  const [own] = await tx
    .select({ fleetUnitId: bookings.fleetUnitId, during: sql<string>`${bookings.during}::text` })
    .from(bookings)
    .where(and(eq(bookings.orderId, order.id), isNull(bookings.releasedAt)))
    .limit(1);
  if (!covers || !own) throw new ApiError('out_of_stock', { sku_id: priced.skuId });
  await releaseOwnHolds(tx, order.id, now);
  const moved = await holdUnit(tx, own.fleetUnitId, interval, order.id);
  if (moved === null) throw new ApiError('out_of_stock', { sku_id: priced.skuId });
  return { holdId: moved, restoreHold: own };
}

/**
 * Another change of the order replaces one still waiting (the traveller changed their mind): the
 * waiting one lapses and its car is released, in the new change's transaction (the order's row is
 * locked). One whose difference is at the gateway right now cannot be replaced: payment_pending.
 */
export async function replaceAwaitingChanges(tx: Db, orderId: string, now: Date): Promise<void> {
  const waiting = await tx
    .select({
      id: orderChanges.id,
      orderId: orderChanges.orderId,
      holdId: orderChanges.holdId,
      restoreHold: orderChanges.restoreHold,
      orderLive: sql<boolean>`true`,
    })
    .from(orderChanges)
    .where(and(eq(orderChanges.orderId, orderId), eq(orderChanges.status, 'awaiting_payment')));
  if (waiting.length === 0) return;
  const [inFlight] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        inArray(
          payments.changeId,
          waiting.map((change) => change.id),
        ),
        inArray(payments.status, ['processing', 'pending']),
      ),
    )
    .limit(1);
  if (inFlight) throw new ApiError('payment_pending');
  await lapse(tx, waiting, now);
}

type Lapsing = {
  id: string;
  orderId: string;
  holdId: number | null;
  restoreHold: WaitingHold['restoreHold'];
  /** the order still takes place: a moved hold of the booking is put back */
  orderLive: boolean;
};

async function lapse(tx: Db, changes: Lapsing[], now: Date) {
  const holdIds = changes.flatMap((change) => (change.holdId === null ? [] : [change.holdId]));
  if (holdIds.length > 0) {
    await tx
      .update(bookings)
      .set({ releasedAt: now })
      .where(and(inArray(bookings.id, holdIds), sql`${bookings.releasedAt} is null`));
  }
  for (const change of changes) {
    if (!change.restoreHold || !change.orderLive) continue;
    const restored = await holdUnit(
      tx,
      change.restoreHold.fleetUnitId,
      change.restoreHold.during,
      change.orderId,
    );
    // Cannot happen while the moved hold covered the range; said loudly if it ever does.
    if (restored === null) throw new Error(`the booking's hold could not be put back (change ${change.id})`);
  }
  await tx
    .update(orderChanges)
    .set({ status: 'lapsed' })
    .where(
      and(
        inArray(
          orderChanges.id,
          changes.map((change) => change.id),
        ),
        eq(orderChanges.status, 'awaiting_payment'),
      ),
    );
}

/** The window a waiting change's difference is paid in, from now. */
export const payByFrom = (now: Date): Date => new Date(now.getTime() + paymentWindowMs());

/**
 * The difference was paid (payment/outcome.ts, in the transaction that records the charge): the
 * change is applied as a free one is (the new hold kept, the old released, the order's columns
 * written, a 'booking changed' e-mail queued), even when the charge answered after the window (the
 * sweep leaves a change alone while its payment is at the gateway). Answers the order as it now is,
 * or null when the change no longer waits (the order was cancelled meanwhile: a refund by hand).
 */
export async function applyPaidChange(tx: Db, changeId: string, now: Date): Promise<OrderRow | null> {
  const [change] = await tx.select().from(orderChanges).where(eq(orderChanges.id, changeId));
  if (!change || change.status !== 'awaiting_payment' || !change.pending || change.holdId === null)
    return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, change.orderId)).for('update');
  if (!order || order.status === 'CANCEL' || order.status === 'EXPIRED') return null;
  await releaseOwnHolds(tx, order.id, now, change.holdId);
  const sequence = order.changeCount + 1;
  const [updated] = await tx
    .update(orders)
    .set({ ...orderSetOf(change.pending), changeCount: sequence, changedAt: now, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  await tx
    .update(orderChanges)
    .set({ status: 'applied', sequence, pending: null, holdId: null, restoreHold: null })
    .where(eq(orderChanges.id, change.id));
  await queueChangedEmail(tx, updated!, now);
  return updated!;
}

/**
 * The job: changes whose window ended unpaid, or whose order ended meanwhile (cancelled, expired),
 * lapse and release their cars. One whose payment is at the gateway waits for its answer.
 * Claimed with SKIP LOCKED, so every instance may run it at once.
 */
export async function lapseUnpaidChanges(db: Db, now: Date, limit = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: orderChanges.id,
        orderId: orderChanges.orderId,
        holdId: orderChanges.holdId,
        restoreHold: orderChanges.restoreHold,
        orderLive: sql<boolean>`${orders.status} not in ('CANCEL', 'EXPIRED')`,
      })
      .from(orderChanges)
      .innerJoin(orders, eq(orders.id, orderChanges.orderId))
      .where(
        and(
          eq(orderChanges.status, 'awaiting_payment'),
          or(lte(orderChanges.payBy, now), inArray(orders.status, ['CANCEL', 'EXPIRED'])),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(payments)
              .where(
                and(
                  eq(payments.changeId, orderChanges.id),
                  inArray(payments.status, ['processing', 'pending']),
                ),
              ),
          ),
        ),
      )
      .limit(limit)
      .for('update', { of: orderChanges, skipLocked: true });
    if (due.length > 0) await lapse(tx, due, now);
    return due.length;
  });
}
