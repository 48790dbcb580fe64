import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DeskRental } from '@/lib/api/contract/ops-desk';
import type { Db } from '../../db/client';
import { orders, rentalProgress } from '../../db/schema';
import { ApiError } from '../errors';
import { recordAction, type OperatorContext } from '../operators/record';
import { loadRentals, presentRental, rentalFacts, type RentalRow } from './rentals';
import { handOverRefusal, noShowRefusal, takeBackRefusal } from './rules';

/**
 * The counter's three moves (desk.act). Each runs in one transaction: the order row is locked
 * first (two clerks pressing at once take turns), the rules (./rules.ts) read the progress as it
 * now is, and the operator_actions row (before, after) is written with the change, so a refused
 * move writes nothing. Hand-over and no-show belong to the pick-up store's desk, take-back to the
 * drop-off store's; an order outside the caller's stores answers not_found, like an unknown one.
 */

type Side = 'pickup' | 'drop_off';

function inScope(side: Side, stores: readonly string[] | null | undefined): SQL | undefined {
  if (stores === null || stores === undefined) return undefined;
  const column = side === 'pickup' ? orders.storeCode : orders.dropStoreCode;
  return stores.length > 0 ? inArray(column, [...stores]) : sql`false`;
}

/** The order locked for the move, with what the rules read, or not_found. */
async function lockedRental(
  tx: Db,
  context: OperatorContext,
  tradeNo: string,
  side: Side,
): Promise<RentalRow> {
  const [locked] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tradeNo, tradeNo), inScope(side, context.stores)))
    .for('update');
  if (!locked) throw new ApiError('not_found');
  const [row] = await loadRentals(tx, eq(orders.id, locked.id));
  if (!row) throw new ApiError('not_found');
  return row;
}

async function answer(db: Db, orderId: string, now: Date): Promise<DeskRental> {
  const [row] = await loadRentals(db, eq(orders.id, orderId));
  return presentRental(row!, now);
}

const samePlate = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toUpperCase() === b.replace(/\s+/g, ' ').trim().toUpperCase();

export type HandOverInput = { tradeNo: string; plate: string; odometer: number; fuelEighths: number };

/** Hands the car over: the unit the booking holds (its plate read back), the odometer and the fuel. */
export async function handOver(db: Db, context: OperatorContext, input: HandOverInput) {
  const orderId = await db.transaction(async (tx) => {
    const row = await lockedRental(tx, context, input.tradeNo, 'pickup');
    const refusal = handOverRefusal(rentalFacts(row, context.now));
    if (refusal) throw new ApiError(refusal);
    if (!row.heldPlate || !samePlate(row.heldPlate, input.plate)) {
      throw new ApiError('desk_wrong_unit', { held: row.heldPlate });
    }
    await tx.insert(rentalProgress).values({
      orderId: row.order.id,
      stage: 'picked_up',
      fleetUnitId: row.heldUnitId,
      pickedUpAt: context.now,
      pickupOdometer: input.odometer,
      pickupFuelEighths: input.fuelEighths,
      updatedAt: context.now,
    });
    const after = {
      stage: 'picked_up',
      plate: row.heldPlate,
      odometer: input.odometer,
      fuel_eighths: input.fuelEighths,
      at: context.now.toISOString(),
    };
    await recordAction(
      tx,
      context,
      'desk.hand_over',
      { orderId: row.order.id },
      { trade_no: row.order.tradeNo, store: row.order.storeCode },
      { before: { stage: 'ready' }, after },
    );
    return row.order.id;
  });
  return { action: 'hand_over', rental: await answer(db, orderId, context.now) };
}

export type TakeBackInput = {
  tradeNo: string;
  odometer: number;
  fuelEighths: number;
  damageNote: string | null;
  hoursLate: number;
};

/** Takes the car back: the odometer (not below the hand-over's), the fuel, any damage, hours late. */
export async function takeBack(db: Db, context: OperatorContext, input: TakeBackInput) {
  const orderId = await db.transaction(async (tx) => {
    const row = await lockedRental(tx, context, input.tradeNo, 'drop_off');
    const refusal = takeBackRefusal(rentalFacts(row, context.now));
    if (refusal) throw new ApiError(refusal);
    const progress = row.progress!;
    if (progress.pickupOdometer !== null && input.odometer < progress.pickupOdometer) {
      throw new ApiError('desk_odometer_lower', { pickup_odometer: progress.pickupOdometer });
    }
    await tx
      .update(rentalProgress)
      .set({
        stage: 'returned',
        returnedAt: context.now,
        returnOdometer: input.odometer,
        returnFuelEighths: input.fuelEighths,
        damageNote: input.damageNote,
        hoursLate: input.hoursLate,
        updatedAt: context.now,
      })
      .where(eq(rentalProgress.orderId, row.order.id));
    const before = {
      stage: 'picked_up',
      plate: row.handedPlate,
      odometer: progress.pickupOdometer,
      fuel_eighths: progress.pickupFuelEighths,
      at: progress.pickedUpAt?.toISOString() ?? null,
    };
    const after = {
      stage: 'returned',
      odometer: input.odometer,
      fuel_eighths: input.fuelEighths,
      damage_note: input.damageNote,
      hours_late: input.hoursLate,
      at: context.now.toISOString(),
    };
    await recordAction(
      tx,
      context,
      'desk.take_back',
      { orderId: row.order.id },
      { trade_no: row.order.tradeNo, store: row.order.dropStoreCode },
      { before, after },
    );
    return row.order.id;
  });
  return { action: 'take_back', rental: await answer(db, orderId, context.now) };
}

/** Marks a no-show: only once the pick-up time has passed on the store's clock. */
export async function markNoShow(db: Db, context: OperatorContext, input: { tradeNo: string }) {
  const orderId = await db.transaction(async (tx) => {
    const row = await lockedRental(tx, context, input.tradeNo, 'pickup');
    const refusal = noShowRefusal(rentalFacts(row, context.now), context.now);
    if (refusal) throw new ApiError(refusal);
    await tx.insert(rentalProgress).values({
      orderId: row.order.id,
      stage: 'no_show',
      noShowAt: context.now,
      updatedAt: context.now,
    });
    await recordAction(
      tx,
      context,
      'desk.no_show',
      { orderId: row.order.id },
      { trade_no: row.order.tradeNo, store: row.order.storeCode },
      { before: { stage: 'ready' }, after: { stage: 'no_show', at: context.now.toISOString() } },
    );
    return row.order.id;
  });
  return { action: 'no_show', rental: await answer(db, orderId, context.now) };
}
