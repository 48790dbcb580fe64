import type { Order } from '@/lib/api/contract/booking';
import type { OrderList, OrderListItem } from '@/lib/api/contract/orders';
import { amountMoney } from '@/lib/site/booking-flow/amount-money';
import { isLiveBooking } from '@/lib/orders/order-stage';
import type { OrderDetail, OrderListEntry, OrderListPage } from './types';

/** A card of the API's order list, reshaped for /order; transport names stop here. */
export const toOrderListEntry = (item: OrderListItem): OrderListEntry => ({
  tradeNo: item.trade_no,
  status: item.status,
  paymentStatus: item.payment_status,
  payMethod: item.pay_method,
  car: { name: `${item.car.make} ${item.car.model}`, image: item.car.image },
  pickup: { store: item.pickup_store.short_name, wallTime: item.pickup_date_time },
  dropOff: { store: item.drop_off_store.short_name, wallTime: item.drop_off_date_time },
  total: amountMoney(item.total, item.currencies),
  refundStatus: item.refund_status,
  actions: item.actions,
});

export const toOrderListPage = (list: OrderList): OrderListPage => ({
  orders: list.list.map(toOrderListEntry),
  total: list.total,
});

/** The API's order, reshaped for the parts of the order page an action changes. */
export function toOrderDetail(order: Order): OrderDetail {
  const money = (amount: Order['amounts']['paid']) => amountMoney(amount, order.bill.currencies);
  const mileage = order.mileage_limit;
  return {
    tradeNo: order.trade_no,
    status: order.status,
    paymentStatus: order.payment_status,
    payMethod: order.pay_method,
    pickupNo: order.pickup_no,
    createdAt: order.created_at,
    storeClock: { zone: order.pickup_store.city.timeZone.iana, city: order.pickup_store.city.lang_label },
    rentDays: order.rent_info.rent_duration,
    mileage: {
      unlimited: mileage.unlimited,
      quantity: mileage.quantity,
      unit: mileage.unit,
      overagePrice: mileage.overage_price,
      currency: mileage.currency,
    },
    refundStatus: order.refund_status,
    progress: toProgress(order),
    actions: order.actions,
    changes: {
      count: order.changes.count,
      lastAt: order.changes.last_at,
      deadline: order.changes.deadline,
      fee: Number(order.changes.fee),
      currency: order.pickup_store.currency,
      awaiting: order.changes.awaiting && {
        due: money(order.changes.awaiting.to_pay_online),
        payBy: order.changes.awaiting.pay_by,
      },
    },
    amounts: {
      paid: money(order.amounts.paid),
      estimatedTotal: money(order.amounts.estimated_total),
      packageFee: money(order.amounts.package_fee),
      afterHoursFee: money(order.amounts.after_hours_fee),
    },
    live: isLiveBooking(order),
  };
}

/** The counter's progress on the clock of the store where it happened: a return's is the drop-off store's. */
function toProgress(order: Order): OrderDetail['progress'] {
  if (!order.progress) return null;
  const store = order.progress.stage === 'returned' ? order.drop_off_store : order.pickup_store;
  return {
    stage: order.progress.stage,
    at: order.progress.at,
    zone: store.city.timeZone.iana,
    city: store.city.lang_label,
  };
}
