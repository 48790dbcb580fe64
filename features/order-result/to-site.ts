import type { Order } from '@/lib/api/contract/booking';
import { amountMoney } from '@/lib/site/booking-flow/amount-money';
import { toMoney } from '@/lib/site/booking-flow/money';
import { carListHref } from '@/lib/site/booking-flow/routes';
import { rentInfoQueryString } from '@/lib/rent-info/codec';
import { bandOfAge, DEFAULT_AGE_BAND } from '@/lib/rent-info/driver-age';
import { formatStoreInfoSegment } from '@/lib/rent-info/store-info';
import { isLiveBooking, orderStage } from '@/lib/orders/order-stage';
import type { OrderSummary } from './types';

/** The order read from the API, reshaped for the pages after booking; transport names stop here. */
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
    package: { planGroup: order.package.plan_group, payMode: order.package.pay_mode },
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
    awaitingChange: order.changes.awaiting && {
      due: money(order.changes.awaiting.to_pay_online),
      newTotal: money(order.changes.awaiting.new_total),
      payBy: order.changes.awaiting.pay_by,
    },
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
