import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FleetHoldAnswer } from '@/lib/api/contract/ops-fleet';
import { formatWallTime, instantToWallTime } from '@/lib/time/wall-time';
import type { Db } from '../../db/client';
import { bookings, orders } from '../../db/schema';
import { rangeLiteral, type Interval } from '../holds';

const lowerMs = sql<number>`extract(epoch from lower(${bookings.during})) * 1000`.mapWith(Number);
const upperMs = sql<number>`extract(epoch from upper(${bookings.during})) * 1000`.mapWith(Number);

/** A store-local wall time of an instant, as the fleet's answers write it. */
export const storeTime = (instant: Date | number, timeZone: string) =>
  formatWallTime(instantToWallTime(new Date(instant), timeZone));

/**
 * The live holds (bookings and maintenance blocks) of the units matching `where`, soonest first,
 * with the booking's order number: what the fleet page lists and a refusal names as its clashes.
 */
async function liveHolds(db: Db, where: SQL | undefined, timeZone: string, now: Date) {
  const rows = await db
    .select({
      id: bookings.id,
      unitId: bookings.fleetUnitId,
      orderId: bookings.orderId,
      tradeNo: orders.tradeNo,
      status: orders.status,
      reason: bookings.blockReason,
      from: lowerMs,
      to: upperMs,
    })
    .from(bookings)
    .leftJoin(orders, eq(orders.id, bookings.orderId))
    .where(and(sql`${bookings.releasedAt} is null`, where))
    .orderBy(asc(sql`lower(${bookings.during})`), asc(bookings.id));
  return rows.map((row) => ({
    unitId: row.unitId,
    hold: {
      hold_id: row.id,
      kind: row.orderId === null ? 'block' : 'booking',
      trade_no: row.tradeNo,
      order_status: row.status,
      reason: row.reason,
      from: storeTime(row.from, timeZone),
      to: storeTime(row.to, timeZone),
      current: row.from <= now.getTime(),
    } satisfies FleetHoldAnswer,
  }));
}

/** The current and coming live holds of the units (those that have not ended by `now`). */
export const comingHolds = (db: Db, unitIds: number[], timeZone: string, now: Date) =>
  unitIds.length === 0
    ? Promise.resolve([])
    : liveHolds(
        db,
        and(
          inArray(bookings.fleetUnitId, unitIds),
          sql`upper(${bookings.during}) > ${now.toISOString()}::timestamptz`,
        ),
        timeZone,
        now,
      );

/** The live holds of a unit that overlap the interval: a block's clashes. */
export const overlappingHolds = async (
  db: Db,
  unitId: number,
  interval: Interval,
  timeZone: string,
  now: Date,
) =>
  (
    await liveHolds(
      db,
      and(eq(bookings.fleetUnitId, unitId), sql`${bookings.during} && ${rangeLiteral(interval)}::tstzrange`),
      timeZone,
      now,
    )
  ).map(({ hold }) => hold);
