import type { ChangeQuote, OrderChangeRequest } from '@/lib/api/contract/order-change';
import { feeOfChange } from '@/lib/bill/change-fee';
import { billDifference, changeMoney } from '@/lib/bill/change-money';
import { changeDeadline, changePolicyOf } from '@/lib/orders/change-rules';
import type { Db } from '../../db/client';
import type { OrderRow } from '../booking/present-order';
import { assertChangeAllowed } from './change-guard';
import { priceChange, type PricedChange } from './price-change';
import { paidSoFar } from './paid-so-far';

/** How long a quote of a flight or contact change stands (a repriced one expires with its search). */
const DETAILS_QUOTE_MS = 30 * 60_000;

/**
 * POST /order/change/quote: the change priced from the catalogue as it is now, beside the booking,
 * and what it does to the money. Nothing is written (the pricing sets the order's own hold aside in
 * a savepoint it rolls back, as the confirm does).
 */
export async function quoteChange(
  db: Db,
  order: OrderRow,
  request: OrderChangeRequest,
  now: Date,
): Promise<ChangeQuote> {
  return db.transaction(async (tx) => {
    await assertChangeAllowed(tx, order, now);
    const priced = await priceChange(tx, order, request, now);
    return quoteOf(order, priced, await paidSoFar(tx, order), now);
  });
}

export function quoteOf(
  order: OrderRow,
  priced: PricedChange,
  paid: { payment: number; local: number },
  now: Date,
): ChangeQuote {
  return {
    trade_no: order.tradeNo,
    changed: priced.changed,
    old_bill: order.bill,
    new_bill: priced.bill,
    difference: billDifference(order.bill, priced.bill),
    fee: feeOfChange(order.bill, priced.bill),
    money: changeMoney(priced.bill, paid),
    rent_info: {
      pickup_location: order.storeCode,
      drop_off_location: priced.dropStoreCode,
      pickup_date_time: priced.pickupWall,
      drop_off_date_time: priced.dropoffWall,
    },
    sku_id: priced.skuId,
    package_code: priced.packageCode,
    search_token: priced.repriced ? priced.detail.booking.search_token : '',
    expires_at: priced.repriced
      ? priced.detail.expired_time
      : new Date(now.getTime() + DETAILS_QUOTE_MS).toISOString(),
    change_deadline: changeDeadline(order.pickupAt, changePolicyOf(order.changePolicy)).toISOString(),
  };
}
