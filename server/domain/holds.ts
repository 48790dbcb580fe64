import { and, asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../db/errors';
import { bookings, fleetUnits } from '../db/schema';

export type Interval = { start: Date; end: Date };

/** [start, end) as a tstzrange literal: a car returned at 10:00 is free for a 10:00 pick-up. */
export const rangeLiteral = ({ start, end }: Interval) => `[${start.toISOString()},${end.toISOString()})`;

/**
 * Live holds of a unit that overlap the interval: the interval, or an SQL value of its
 * rangeLiteral (a prepared statement's placeholder).
 */
export const overlapsLiveHold = (interval: Interval | SQLWrapper) => sql`exists (
  select 1 from ${bookings}
  where ${bookings.fleetUnitId} = ${fleetUnits.id}
    and ${bookings.releasedAt} is null
    and ${bookings.during} && ${'start' in interval ? rangeLiteral(interval) : interval}::tstzrange
)`;

/** Active units of the SKU with no live hold overlapping the interval. */
export async function freeUnits(db: Db, skuId: number, interval: Interval) {
  return db
    .select({ id: fleetUnits.id })
    .from(fleetUnits)
    .where(
      and(eq(fleetUnits.skuId, skuId), eq(fleetUnits.active, true), sql`not ${overlapsLiveHold(interval)}`),
    )
    .orderBy(asc(fleetUnits.id));
}

/**
 * Hold a free unit of the SKU for the interval, or answer null when none is left. Two callers may
 * pick the same unit at once; the database's exclusion constraint lets one win and the other moves
 * on to the next candidate, so a unit is never held twice.
 */
export async function holdFreeUnit(
  db: Db,
  skuId: number,
  interval: Interval,
  orderId: string | null = null,
): Promise<{ bookingId: number; fleetUnitId: number } | null> {
  if (!(interval.start < interval.end)) throw new RangeError('a hold must end after it starts');
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidates = await freeUnits(db, skuId, interval);
    if (candidates.length === 0) return null;
    for (const unit of candidates) {
      try {
        // A transaction of its own (a savepoint when the caller is in one), so a refused insert
        // does not abort the caller's work.
        const [booking] = await db.transaction((tx) =>
          tx
            .insert(bookings)
            .values({ fleetUnitId: unit.id, during: rangeLiteral(interval), orderId })
            .returning({ id: bookings.id }),
        );
        return { bookingId: booking!.id, fleetUnitId: unit.id };
      } catch (error) {
        if (pgErrorCode(error) !== PG_EXCLUSION_VIOLATION) throw error;
        // Someone else took this unit a moment ago: try the next one.
      }
    }
  }
  return null;
}

/** Release the holds of an order (expired, cancelled): the units become free for others. */
export async function releaseHolds(db: Db, orderId: string, at = new Date()) {
  await db
    .update(bookings)
    .set({ releasedAt: at })
    .where(and(eq(bookings.orderId, orderId), sql`${bookings.releasedAt} is null`));
}
