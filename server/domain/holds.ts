import { and, asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
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
 * A bound on tries: each lost race means another booking took a unit for good, so a hold needs at
 * most one try per unit of the car; this only stops a runaway loop.
 */
const HOLD_ATTEMPTS = 100;

/** The rows a hold's insert returns (PGlite and node-postgres both answer { rows }). */
const heldRowsSchema = z.object({
  rows: z.array(z.object({ id: z.coerce.number(), fleet_unit_id: z.coerce.number() })),
});

/**
 * Hold a free unit of the SKU for the interval, or answer null when none is left. One statement
 * picks the lowest free unit and inserts the hold; when another booking takes that unit at the same
 * moment, the exclusion constraint makes the insert do nothing (ON CONFLICT DO NOTHING waits for the
 * other transaction and skips the row if it committed), and the next attempt sees the unit taken.
 * A unit is never held twice, and no savepoint is needed: a booking is one round trip here.
 */
export async function holdFreeUnit(
  db: Db,
  skuId: number,
  interval: Interval,
  orderId: string | null = null,
): Promise<{ bookingId: number; fleetUnitId: number } | null> {
  if (!(interval.start < interval.end)) throw new RangeError('a hold must end after it starts');
  const during = rangeLiteral(interval);
  for (let attempt = 0; attempt < HOLD_ATTEMPTS; attempt++) {
    // Raw SQL: Drizzle's insert … select wants every column of the table, the id's default included.
    const result = await db.execute(sql`
      insert into ${bookings} (fleet_unit_id, during, order_id)
      select ${fleetUnits.id}, ${during}::tstzrange, ${orderId}::uuid
      from ${fleetUnits}
      where ${fleetUnits.skuId} = ${skuId} and ${fleetUnits.active} and not ${overlapsLiveHold(interval)}
      order by ${fleetUnits.id}
      limit 1
      on conflict do nothing
      returning id, fleet_unit_id`);
    const [row] = heldRowsSchema.parse(result).rows;
    if (row) return { bookingId: row.id, fleetUnitId: row.fleet_unit_id };
    // Nothing inserted: either no unit is free, or the one picked was taken a moment ago.
    if ((await freeUnits(db, skuId, interval)).length === 0) return null;
  }
  return null;
}

/**
 * Hold one given unit for a range (an interval, or a tstzrange literal as stored), or answer null
 * when a live hold of it overlaps (the exclusion constraint decides, as for holdFreeUnit).
 */
export async function holdUnit(
  db: Db,
  fleetUnitId: number,
  during: Interval | string,
  orderId: string,
): Promise<number | null> {
  const range = typeof during === 'string' ? during : rangeLiteral(during);
  const result = await db.execute(sql`
    insert into ${bookings} (fleet_unit_id, during, order_id)
    values (${fleetUnitId}, ${range}::tstzrange, ${orderId}::uuid)
    on conflict do nothing
    returning id, fleet_unit_id`);
  return heldRowsSchema.parse(result).rows[0]?.id ?? null;
}

/** Release the holds of an order (expired, cancelled): the units become free for others. */
export async function releaseHolds(db: Db, orderId: string, at = new Date()) {
  await db
    .update(bookings)
    .set({ releasedAt: at })
    .where(and(eq(bookings.orderId, orderId), sql`${bookings.releasedAt} is null`));
}
