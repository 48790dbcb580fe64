import { and, eq, isNull, sql } from 'drizzle-orm';
import { FLEET_BLOCK_MAX_DAYS, FLEET_PROBLEMS } from '@/lib/api/contract/ops-fleet';
import { DAY_MS, MINUTE_MS, parseWallTime, wallTimeToInstant } from '@/lib/time/wall-time';
import type { Db } from '../../db/client';
import { PG_EXCLUSION_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/errors';
import { bookings, fleetUnits, skus } from '../../db/schema';
import { ApiError, paramsErrorAt } from '../errors';
import { rangeLiteral, type Interval } from '../holds';
import { recordAction, type OperatorContext } from '../operators/record';
import { comingHolds, overlappingHolds, storeTime } from './holds';
import { fleetStore, type FleetStore } from './store';

/**
 * The fleet's changes (fleet.manage). Each runs in one transaction with its operator_actions row
 * (who, when, before, after, reason), so a refused change writes nothing. Which units a search
 * offers is the database's to say: every write here is to fleet_units or bookings, whose triggers
 * move the store's inventory version in the same transaction (migration 0002), so the very next
 * search sees the unit gone or back. A maintenance block is a hold without an order: the
 * exclusion constraint bookings_no_overlap refuses it where a booking or another block holds the
 * unit, exactly as it refuses a second booking.
 */

/** The unit of the store, locked for the change, or not_found (another store's unit is unknown here). */
async function lockedUnit(tx: Db, store: FleetStore, unitId: number) {
  const [unit] = await tx
    .select({
      id: fleetUnits.id,
      plate: fleetUnits.plate,
      active: fleetUnits.active,
      skuId: fleetUnits.skuId,
    })
    .from(fleetUnits)
    .innerJoin(skus, eq(skus.id, fleetUnits.skuId))
    .where(and(eq(fleetUnits.id, unitId), eq(skus.storeCode, store.code)))
    .for('update', { of: fleetUnits });
  if (!unit) throw new ApiError('not_found');
  return unit;
}

const unitState = (unit: { id: number; plate: string }, inService: boolean) => ({
  unit_id: unit.id,
  plate: unit.plate,
  in_service: inService,
});

/** Adds a unit of one of the store's cars with a plate no other unit has (fleet_plate_taken). */
export async function addUnit(
  db: Db,
  context: OperatorContext,
  input: { store: string; skuId: number; plate: string; reason?: string },
) {
  const store = await fleetStore(db, input.store, context);
  try {
    return await db.transaction(async (tx) => {
      const [sku] = await tx
        .select({ id: skus.id })
        .from(skus)
        .where(and(eq(skus.id, input.skuId), eq(skus.storeCode, store.code)));
      if (!sku) throw new ApiError('not_found');
      const [taken] = await tx
        .select({ id: fleetUnits.id })
        .from(fleetUnits)
        .where(eq(fleetUnits.plate, input.plate));
      if (taken) throw new ApiError('fleet_plate_taken', { plate: input.plate });
      const [unit] = await tx
        .insert(fleetUnits)
        .values({ skuId: sku.id, plate: input.plate, active: true })
        .returning({ id: fleetUnits.id, plate: fleetUnits.plate });
      await recordAction(
        tx,
        context,
        'fleet.add_unit',
        {},
        { store: store.code, sku_id: sku.id, unit_id: unit!.id, plate: unit!.plate },
        { before: null, after: unitState(unit!, true), reason: input.reason ?? null },
      );
      return unit!.id;
    });
  } catch (error) {
    // Two adds of one plate at once: the unique index answers for the one that lost.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION)
      throw new ApiError('fleet_plate_taken', { plate: input.plate });
    throw error;
  }
}

/**
 * Retires a unit: it is never offered again and keeps its past bookings. Refused (fleet_unit_held,
 * naming the orders) while a booking that has not ended holds it: the traveller keeps their car and
 * staff move the booking first. Its coming maintenance blocks mean nothing once it is off the
 * fleet, so they are released with it (and named in the audit row).
 */
export async function retireUnit(
  db: Db,
  context: OperatorContext,
  input: { store: string; unitId: number; reason: string },
) {
  const store = await fleetStore(db, input.store, context);
  await db.transaction(async (tx) => {
    const unit = await lockedUnit(tx, store, input.unitId);
    if (!unit.active) throw new ApiError('fleet_unit_retired', { unit_id: unit.id });
    const coming = (await comingHolds(tx, [unit.id], store.timeZone, context.now)).map(({ hold }) => hold);
    const booked = coming.filter((hold) => hold.kind === 'booking');
    if (booked.length > 0) throw new ApiError('fleet_unit_held', { unit_id: unit.id, clashes: booked });
    const blocks = coming.filter((hold) => hold.kind === 'block');
    await tx.update(fleetUnits).set({ active: false }).where(eq(fleetUnits.id, unit.id));
    if (blocks.length > 0) {
      await tx
        .update(bookings)
        .set({ releasedAt: context.now })
        .where(
          and(
            eq(bookings.fleetUnitId, unit.id),
            isNull(bookings.orderId),
            isNull(bookings.releasedAt),
            sql`upper(${bookings.during}) > ${context.now.toISOString()}::timestamptz`,
          ),
        );
    }
    await recordAction(
      tx,
      context,
      'fleet.retire_unit',
      {},
      { store: store.code, sku_id: unit.skuId, unit_id: unit.id, plate: unit.plate },
      {
        before: { ...unitState(unit, true), blocks },
        after: { ...unitState(unit, false), released_blocks: blocks.map((block) => block.hold_id) },
        reason: input.reason,
      },
    );
  });
}

/** The block's period as instants on the store's clock: from now on, after its start, not too long. */
function blockInterval(store: FleetStore, from: string, to: string, now: Date): Interval {
  const start = wallTimeToInstant(parseWallTime(from)!, store.timeZone);
  const end = wallTimeToInstant(parseWallTime(to)!, store.timeZone);
  // The current minute counts as now: the form offers times to the minute.
  if (start.getTime() < Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS)
    throw paramsErrorAt('from', FLEET_PROBLEMS.past);
  if (end <= start) throw paramsErrorAt('to', FLEET_PROBLEMS.order);
  if (end.getTime() - start.getTime() > FLEET_BLOCK_MAX_DAYS * DAY_MS)
    throw paramsErrorAt('to', FLEET_PROBLEMS.tooLong);
  return { start, end };
}

/**
 * Blocks a unit for maintenance over [from, to) on the store's clock: a hold without an order and
 * with its reason. Where a booking or another block holds the unit then, the exclusion constraint
 * refuses the insert, the transaction writes nothing, and the answer (fleet_unit_held) names the
 * clashing orders and blocks.
 */
export async function blockUnit(
  db: Db,
  context: OperatorContext,
  input: { store: string; unitId: number; from: string; to: string; reason: string },
) {
  const store = await fleetStore(db, input.store, context);
  const interval = blockInterval(store, input.from, input.to, context.now);
  try {
    return await db.transaction(async (tx) => {
      const unit = await lockedUnit(tx, store, input.unitId);
      if (!unit.active) throw new ApiError('fleet_unit_retired', { unit_id: unit.id });
      const [block] = await tx
        .insert(bookings)
        .values({
          fleetUnitId: unit.id,
          orderId: null,
          during: rangeLiteral(interval),
          blockReason: input.reason,
          createdAt: context.now,
        })
        .returning({ id: bookings.id });
      const period = {
        from: storeTime(interval.start, store.timeZone),
        to: storeTime(interval.end, store.timeZone),
      };
      await recordAction(
        tx,
        context,
        'fleet.block',
        {},
        { store: store.code, sku_id: unit.skuId, unit_id: unit.id, plate: unit.plate, hold_id: block!.id },
        {
          before: null,
          after: { hold_id: block!.id, ...period, reason: input.reason },
          reason: input.reason,
        },
      );
      return block!.id;
    });
  } catch (error) {
    if (pgErrorCode(error) !== PG_EXCLUSION_VIOLATION) throw error;
    const clashes = await overlappingHolds(db, input.unitId, interval, store.timeZone, context.now);
    throw new ApiError('fleet_unit_held', { unit_id: input.unitId, clashes });
  }
}

/** Lifts a maintenance block of the store: the unit is free again from now (the row is kept, released). */
export async function unblock(
  db: Db,
  context: OperatorContext,
  input: { store: string; holdId: number; reason?: string },
) {
  const store = await fleetStore(db, input.store, context);
  await db.transaction(async (tx) => {
    const [block] = await tx
      .select({
        id: bookings.id,
        unitId: bookings.fleetUnitId,
        plate: fleetUnits.plate,
        skuId: fleetUnits.skuId,
        reason: bookings.blockReason,
      })
      .from(bookings)
      .innerJoin(fleetUnits, eq(fleetUnits.id, bookings.fleetUnitId))
      .innerJoin(skus, eq(skus.id, fleetUnits.skuId))
      .where(
        and(
          eq(bookings.id, input.holdId),
          eq(skus.storeCode, store.code),
          isNull(bookings.orderId),
          isNull(bookings.releasedAt),
        ),
      )
      .for('update', { of: bookings });
    // A booking of an order is not a block, and a lifted block is gone: both unknown here.
    if (!block) throw new ApiError('not_found');
    const [hold] = (await comingHolds(tx, [block.unitId], store.timeZone, context.now))
      .map((entry) => entry.hold)
      .filter((entry) => entry.hold_id === block.id);
    await tx.update(bookings).set({ releasedAt: context.now }).where(eq(bookings.id, block.id));
    const period = hold ? { from: hold.from, to: hold.to } : {};
    await recordAction(
      tx,
      context,
      'fleet.unblock',
      {},
      {
        store: store.code,
        sku_id: block.skuId,
        unit_id: block.unitId,
        plate: block.plate,
        hold_id: block.id,
      },
      {
        before: { hold_id: block.id, ...period, reason: block.reason, released: false },
        after: { hold_id: block.id, ...period, reason: block.reason, released: true },
        reason: input.reason ?? null,
      },
    );
  });
}
