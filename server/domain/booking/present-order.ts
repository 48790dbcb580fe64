import { desc, eq } from 'drizzle-orm';
import type { Order, OrderProgress } from '@/lib/api/contract/booking';
import type { StoreInfo } from '@/lib/api/contract/common';
import type { VehicleInfo } from '@/lib/api/contract/car';
import type { Db } from '../../db/client';
import { orderActions, type RefundState } from '@/lib/orders/transitions';
import { orderAmounts } from '@/lib/orders/order-amounts';
import { changeDeadline, changePolicyOf } from '@/lib/orders/change-rules';
import { carModels, type orders, packages, refunds, rentalProgress, skus } from '../../db/schema';
import { toCarModel } from '../search/availability';
import { vehicleInfoOf } from '../search/present';
import { loadSearchStores } from '../search/stores';
import { orderFacts } from '../orders/facts';
import { awaitingChangeOf, dueOf, type AwaitingChange } from '../changes/awaiting-read';
import { effectiveStatus } from './expiry';

export type OrderRow = typeof orders.$inferSelect;

/** What an order shows besides its own row: the car, the package and the two stores. */
export type OrderContext = {
  vehicle: VehicleInfo;
  pkg: Pick<typeof packages.$inferSelect, 'code' | 'planGroup' | 'payMode' | 'name' | 'services'>;
  pickupStore: StoreInfo;
  dropOffStore: StoreInfo;
  /** the newest refund's status (none while booking) */
  refundStatus?: RefundState | null;
  /** the rental's progress at the counter (none while ready or while booking) */
  progress?: OrderProgress | null;
  /** a dearer change waiting for its difference (none while booking) */
  awaitingChange?: AwaitingChange | null;
};

/** The order as its owner sees it (orderSchema); an overdue unpaid order reads EXPIRED. */
export function presentOrder(order: OrderRow, context: OrderContext, now: Date): Order {
  const status = effectiveStatus(order, now);
  const refundStatus = context.refundStatus ?? null;
  return {
    trade_no: order.tradeNo,
    status,
    payment_status: order.paymentStatus,
    pay_method: order.payMethod,
    created_at: order.createdAt.toISOString(),
    expires_at: order.expiresAt?.toISOString() ?? null,
    pickup_no: order.pickupNo,
    lang: isLang(order.lang) ? order.lang : 'en',
    rent_info: {
      pickup_location: order.storeCode,
      drop_off_location: order.dropStoreCode,
      pickup_date_time: order.pickupWall,
      drop_off_date_time: order.dropoffWall,
      driver_age: order.driverAge,
      rent_duration: order.rentDays,
    },
    pickup_at: order.pickupAt.toISOString(),
    drop_off_at: order.dropoffAt.toISOString(),
    car: context.vehicle,
    package: {
      package_code_origin: context.pkg.code,
      plan_group: context.pkg.planGroup,
      pay_mode: context.pkg.payMode,
      name: context.pkg.name,
      services: context.pkg.services,
    },
    mileage_limit: order.mileageLimit,
    deposit: order.deposit,
    deposit_way: order.depositWay === 'zhima_credit' ? 'zhima_credit' : 'credit_card',
    bill: order.bill,
    cancellation_policy: order.cancellationPolicy,
    drivers: order.drivers,
    contact: order.contact,
    flight_no: order.flightNo,
    remark: order.remark,
    coupon_code: order.couponCode,
    pickup_store: context.pickupStore,
    drop_off_store: context.dropOffStore,
    actions: orderActions(orderFacts(order, refundStatus, now), now),
    refund_status: refundStatus,
    changes: {
      count: order.changeCount,
      last_at: order.changedAt?.toISOString() ?? null,
      deadline: changeDeadline(order.pickupAt, changePolicyOf(order.changePolicy)).toISOString(),
      cutoff_hours: changePolicyOf(order.changePolicy).cutoff_hours,
      fee: changePolicyOf(order.changePolicy).fee,
      awaiting: context.awaitingChange
        ? {
            change_id: context.awaitingChange.id,
            changed: context.awaitingChange.changed,
            to_pay_online: dueOf(context.awaitingChange),
            new_total: context.awaitingChange.newBill.totalBillPrice,
            pay_by: context.awaitingChange.payBy!.toISOString(),
          }
        : null,
    },
    progress: context.progress ?? null,
    amounts: orderAmounts(order.bill, order.paymentStatus === 'HAD_PAID'),
  };
}

/** The status of the order's newest refund, or null when it has none. */
export async function latestRefundStatus(db: Db, orderId: string): Promise<RefundState | null> {
  const [row] = await db
    .select({ status: refunds.status })
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(desc(refunds.createdAt))
    .limit(1);
  return row?.status ?? null;
}

const isLang = (value: string): value is Order['lang'] => ['en', 'th', 'zh', 'zh-hant'].includes(value);

/** The rental's progress as its owner sees it: the stage and when it was reached, or null while ready. */
export async function orderProgress(db: Db, orderId: string): Promise<OrderProgress | null> {
  const [row] = await db.select().from(rentalProgress).where(eq(rentalProgress.orderId, orderId)).limit(1);
  if (!row) return null;
  const at = { picked_up: row.pickedUpAt, returned: row.returnedAt, no_show: row.noShowAt }[row.stage];
  return { stage: row.stage, at: (at ?? row.updatedAt).toISOString() };
}

/** Reads what presentOrder needs besides the order row. */
export async function loadOrderContext(db: Db, order: OrderRow): Promise<OrderContext> {
  const [[car], [pkg], stores, refundStatus, progress, awaitingChange] = await Promise.all([
    db
      .select({ sku: skus, model: carModels })
      .from(skus)
      .innerJoin(carModels, eq(carModels.id, skus.carModelId))
      .where(eq(skus.id, order.skuId))
      .limit(1),
    db.select().from(packages).where(eq(packages.id, order.packageId)).limit(1),
    loadSearchStores(db, [order.storeCode, order.dropStoreCode], order.pickupAt.getUTCFullYear()),
    latestRefundStatus(db, order.id),
    orderProgress(db, order.id),
    awaitingChangeOf(db, order.id, new Date()),
  ]);
  const pickupStore = stores.get(order.storeCode)?.info;
  const dropOffStore = stores.get(order.dropStoreCode)?.info;
  if (!car || !pkg || !pickupStore || !dropOffStore) {
    throw new Error(`order ${order.tradeNo} points at a missing car, package or store`);
  }
  return {
    vehicle: vehicleInfoOf(car.sku, toCarModel(car.model)),
    pkg,
    pickupStore,
    dropOffStore,
    refundStatus,
    progress,
    awaitingChange,
  };
}
