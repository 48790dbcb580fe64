import type { OrderList, OrderListItem } from '@/lib/api/contract/orders';
import { amountMoney } from '@/lib/bill/amount-money';
import type { OrderListEntry, OrderListPage } from './types';

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
