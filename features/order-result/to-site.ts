import type { Order, OrderStatus } from '@/lib/api/contract/booking';
import type { LocalizedText } from '@/lib/api/contract/car';
import type { StoreInfo } from '@/lib/api/contract/common';
import { amountMoney } from '@/lib/bill/amount-money';
import { toMoney, type Money } from '@/lib/booking-flow/money';
import { carListHref } from '@/lib/booking-flow/routes';
import { rentInfoQueryString } from '@/lib/rent-info/codec';
import { bandOfAge, DEFAULT_AGE_BAND } from '@/lib/rent-info/driver-age';
import { formatStoreInfoSegment } from '@/lib/rent-info/store-info';
import { isLiveBooking, orderStage, type OrderStage } from './order-stage';

/** One end of the trip: the store, and the instant on its clock (shown in its zone). */
export type TripLeg = { store: StoreInfo; at: string };

/** An order as the pages after booking show it. */
export type OrderSummary = {
  tradeNo: string;
  status: OrderStatus;
  stage: OrderStage;
  /** a booking that will happen (not cancelled, expired or awaiting payment) */
  live: boolean;
  payMethod: Order['pay_method'];
  paid: boolean;
  /** ISO instant an unpaid online booking is held until; null otherwise */
  expiresAt: string | null;
  /** given by the store when it confirms */
  pickupNo: string | null;
  email: string;
  car: { name: string; guaranteedModel: boolean };
  packageName: LocalizedText;
  rentDays: number;
  pickup: TripLeg;
  dropOff: TripLeg;
  /** the car goes back where it was collected: one store to describe */
  sameStore: boolean;
  flightNo: string | null;
  money: {
    total: Money;
    online: Money;
    offline: Money;
    /** lines shown for information and paid at the store, outside the total (null when none) */
    notInBill: Money | null;
  };
  deposit: { amount: Money; way: Order['deposit_way'] };
  /** the car list of the same trip, to book again when this booking expired */
  searchAgainHref: string;
};

export function toOrderSummary(order: Order): OrderSummary {
  const { bill, rent_info: trip } = order;
  const money = (amount: typeof bill.totalBillPrice) => amountMoney(amount, bill.currencies);
  const notInBill = bill.notInBillPrice.payment !== 0 || bill.notInBillPrice.local !== 0;
  return {
    tradeNo: order.trade_no,
    status: order.status,
    stage: orderStage(order),
    live: isLiveBooking(order),
    payMethod: order.pay_method,
    paid: order.payment_status === 'HAD_PAID',
    expiresAt: order.expires_at,
    pickupNo: order.pickup_no,
    email: order.contact.email,
    car: { name: `${order.car.make} ${order.car.model}`, guaranteedModel: order.car.guaranteed_model },
    packageName: order.package.name,
    rentDays: trip.rent_duration,
    pickup: { store: order.pickup_store, at: order.pickup_at },
    dropOff: { store: order.drop_off_store, at: order.drop_off_at },
    sameStore: order.pickup_store.value === order.drop_off_store.value,
    flightNo: order.flight_no,
    money: {
      total: money(bill.totalBillPrice),
      online: money(bill.onlinePrice),
      offline: money(bill.offlinePrice),
      notInBill: notInBill ? money(bill.notInBillPrice) : null,
    },
    deposit: { amount: toMoney(order.deposit), way: order.deposit_way },
    searchAgainHref: carListHref(
      formatStoreInfoSegment(trip.pickup_location, trip.drop_off_location),
      rentInfoQueryString({
        pickup_location: trip.pickup_location,
        drop_off_location: trip.drop_off_location,
        pickup_date_time: trip.pickup_date_time,
        drop_off_date_time: trip.drop_off_date_time,
        driver_age: bandOfAge(trip.driver_age) ?? DEFAULT_AGE_BAND,
      }),
    ),
  };
}
