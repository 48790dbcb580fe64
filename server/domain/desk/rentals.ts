import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DeskRental, RentalProgressAnswer } from '@/lib/api/contract/ops-desk';
import { sumAmounts } from '@/lib/bill/compute';
import { orderAmounts } from '@/lib/orders/order-amounts';
import type { Db } from '../../db/client';
import {
  bookings,
  carModels,
  cities,
  fleetUnits,
  orders,
  rentalProgress,
  skus,
  stores,
} from '../../db/schema';
import { effectiveStatus } from '../booking/expiry';
import { dateOnClock } from './desk-stores';
import { handOverRefusal, noShowRefusal, takeBackRefusal, type RentalFacts } from './rules';

const heldUnit = alias(fleetUnits, 'held_unit');
const handedUnit = alias(fleetUnits, 'handed_unit');

/**
 * The orders the desk shows, with what the counter needs beside each: the car, the unit the
 * booking holds (its live hold), the rental's progress and the pick-up store's zone. `where`
 * picks them (a day's pick-ups or returns, or one order after a move).
 */
export async function loadRentals(db: Db, where: SQL | undefined) {
  return db
    .select({
      order: orders,
      make: carModels.make,
      model: carModels.model,
      category: carModels.category,
      heldUnitId: heldUnit.id,
      heldPlate: heldUnit.plate,
      progress: rentalProgress,
      handedPlate: handedUnit.plate,
      pickupZone: cities.timeZone,
    })
    .from(orders)
    .innerJoin(skus, eq(skus.id, orders.skuId))
    .innerJoin(carModels, eq(carModels.id, skus.carModelId))
    .innerJoin(stores, eq(stores.code, orders.storeCode))
    .innerJoin(cities, eq(cities.code, stores.cityCode))
    .leftJoin(bookings, and(eq(bookings.orderId, orders.id), isNull(bookings.releasedAt)))
    .leftJoin(heldUnit, eq(heldUnit.id, bookings.fleetUnitId))
    .leftJoin(rentalProgress, eq(rentalProgress.orderId, orders.id))
    .leftJoin(handedUnit, eq(handedUnit.id, rentalProgress.fleetUnitId))
    .where(where)
    .orderBy(asc(orders.pickupAt), asc(orders.tradeNo));
}

export type RentalRow = Awaited<ReturnType<typeof loadRentals>>[number];

/** The facts the counter's rules read (./rules.ts). */
export function rentalFacts(
  row: Pick<RentalRow, 'order' | 'progress' | 'pickupZone'>,
  now: Date,
): RentalFacts {
  return {
    status: effectiveStatus(row.order, now),
    payMethod: row.order.payMethod,
    paymentStatus: row.order.paymentStatus,
    stage: row.progress?.stage ?? 'ready',
    pickupAt: row.order.pickupAt,
    pickupDate: row.order.pickupWall.slice(0, 10),
    today: dateOnClock(now, row.pickupZone),
  };
}

const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;

function presentProgress(row: RentalRow): RentalProgressAnswer {
  const progress = row.progress;
  return {
    stage: progress?.stage ?? 'ready',
    picked_up_at: iso(progress?.pickedUpAt),
    pickup_odometer: progress?.pickupOdometer ?? null,
    pickup_fuel_eighths: progress?.pickupFuelEighths ?? null,
    returned_at: iso(progress?.returnedAt),
    return_odometer: progress?.returnOdometer ?? null,
    return_fuel_eighths: progress?.returnFuelEighths ?? null,
    damage_note: progress?.damageNote ?? null,
    hours_late: progress?.hoursLate ?? null,
    no_show_at: iso(progress?.noShowAt),
    plate: row.handedPlate ?? null,
  };
}

/**
 * One rental as the desk shows it. The money is read from the bill as booked (lib/bill, the one
 * owner): paid online, and due at the counter: the bill's offline part and every line outside the
 * bill (the out-of-hours fee, extras billed at the counter).
 */
export function presentRental(row: RentalRow, now: Date): DeskRental {
  const { order } = row;
  const bill = order.bill;
  const amounts = orderAmounts(bill, order.paymentStatus === 'HAD_PAID');
  const driver = order.drivers[0];
  const facts = rentalFacts(row, now);
  return {
    trade_no: order.tradeNo,
    status: facts.status,
    payment_status: order.paymentStatus,
    pay_method: order.payMethod,
    pickup_no: order.pickupNo,
    pickup_store: order.storeCode,
    drop_off_store: order.dropStoreCode,
    pickup_wall: order.pickupWall,
    drop_off_wall: order.dropoffWall,
    pickup_at: order.pickupAt.toISOString(),
    drop_off_at: order.dropoffAt.toISOString(),
    driver: {
      name: driver ? `${driver.given_name} ${driver.sur_name}` : order.contact.name,
      phone: `+${order.contact.contact_area_code} ${order.contact.contact_phone}`,
    },
    car: { make: row.make, model: row.model, category: row.category },
    unit: row.heldPlate ? { plate: row.heldPlate } : null,
    flight_no: order.flightNo,
    extras: bill.extraServiceLines.map((line) => ({
      code: line.code,
      name: line.name,
      quantity: line.count,
    })),
    currencies: bill.currencies,
    paid_online: amounts.paid,
    due_at_counter: sumAmounts([bill.offlinePrice, bill.notInBillPrice]),
    after_hours_fee: amounts.after_hours_fee,
    progress: presentProgress(row),
    can: {
      hand_over: handOverRefusal(facts) === null,
      take_back: takeBackRefusal(facts) === null,
      no_show: noShowRefusal(facts, now) === null,
    },
  };
}
