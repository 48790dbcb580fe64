import type { Bill } from '@/lib/api/contract/bill';
import type { Order } from '@/lib/api/contract/booking';
import type { CarList } from '@/lib/api/contract/car';
import type { ChangeQuote as ApiChangeQuote, OrderChangeRecord } from '@/lib/api/contract/order-change';
import { amountMoney } from '@/lib/site/booking-flow/amount-money';
import { toMoney } from '@/lib/site/booking-flow/money';
import type { ChangeOffer, ChangeQuote, ChangeRecord, ChangeRequest, OrderToChange } from './types';

/** The API's order as the change form starts from it; transport names stop here. */
export function toOrderToChange(order: Order): OrderToChange {
  const extras: Record<number, number> = {};
  for (const line of order.bill.extraServiceLines) {
    if (line.extraId !== undefined && line.count > 0) extras[line.extraId] = line.count;
  }
  return {
    tradeNo: order.trade_no,
    payMethod: order.pay_method,
    pickupStore: {
      code: order.pickup_store.value,
      zone: order.pickup_store.city.timeZone.iana,
      city: order.pickup_store.city.lang_label,
    },
    dropOffStore: order.drop_off_store.value,
    pickupWall: order.rent_info.pickup_date_time,
    dropOffWall: order.rent_info.drop_off_date_time,
    driverAge: order.rent_info.driver_age,
    car: { skuId: order.car.product_id, name: `${order.car.make} ${order.car.model}` },
    packageCode: order.package.package_code_origin,
    package: { planGroup: order.package.plan_group, payMode: order.package.pay_mode },
    extras,
    drivers: order.drivers.map(({ given_name, sur_name, birthday, driver_license_type }) => ({
      given_name,
      sur_name,
      birthday,
      driver_license_type,
    })),
    flightNo: order.flight_no ?? '',
    contact: { name: order.contact.name, email: order.contact.email },
    deadline: order.changes.deadline,
    canChange: order.actions.includes('change'),
  };
}

/** The car list for the changed rental: the cars free, the store's packages and its extras. */
export function toChangeOffer(list: CarList): ChangeOffer {
  return {
    cars: list.list.map((car) => ({
      skuId: car.sku_id,
      name: `${car.vehicle_info.make} ${car.vehicle_info.model}`,
      category: car.vehicle_info.category,
      packages: Object.values(car.packObj).flatMap((byMode) =>
        Object.values(byMode ?? {}).flatMap((pkg) => (pkg ? [pkg.package_code_origin] : [])),
      ),
    })),
    packages: list.packages.map((pkg) => ({
      code: pkg.package_code_origin,
      planGroup: pkg.plan_group,
      payMode: pkg.pay_mode,
    })),
    // Insurance units are the package's business: a change keeps the booking's own.
    extras: list.extra_services
      .filter((extra) => extra.kind === 'extra')
      .map((extra) => ({
        id: extra.id,
        name: extra.name,
        maxQuantity: extra.max_quantity,
        rentalPrice: toMoney(extra.rental_price),
      })),
  };
}

/** The quote, its amounts as the site shows money; the request kept to confirm exactly it. */
export function toChangeQuote(quote: ApiChangeQuote, request: ChangeRequest): ChangeQuote {
  const money = (amount: ApiChangeQuote['fee']) => amountMoney(amount, quote.new_bill.currencies);
  return {
    request,
    changed: quote.changed,
    oldBill: quote.old_bill,
    newBill: quote.new_bill,
    difference: money(quote.difference),
    fee: money(quote.fee),
    paid: money(quote.money.paid),
    toPayOnline: money(quote.money.to_pay_online),
    toRefund: money(quote.money.to_refund),
    atCounter: money(quote.money.at_counter),
    oldTotal: amountMoney(quote.old_bill.totalBillPrice, quote.old_bill.currencies),
    newTotal: money(quote.new_bill.totalBillPrice),
    searchToken: quote.search_token,
    expectedTotal: quote.new_bill.totalBillPrice.payment,
    expiresAt: quote.expires_at,
  };
}

/** One change of the order, its amounts in the order's currencies. */
export const toChangeRecord = (record: OrderChangeRecord, currencies: Bill['currencies']): ChangeRecord => ({
  id: record.id,
  at: record.at,
  changed: record.changed,
  oldTotal: amountMoney(record.old_total, currencies),
  newTotal: amountMoney(record.new_total, currencies),
  fee: amountMoney(record.fee, currencies),
  refunded: amountMoney(record.refunded, currencies),
});
