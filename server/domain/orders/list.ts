import { and, count, desc, eq, exists, isNull, ne, type SQL } from 'drizzle-orm';
import type { Order } from '@/lib/api/contract/booking';
import type { OrderList, OrderListItem, OrderListTab } from '@/lib/api/contract/orders';
import type { Db } from '../../db/client';
import { orderGrants, orders, refunds } from '../../db/schema';
import { ApiError } from '../errors';
import type { Identity } from '../identity';
import { loadOrderContext, presentOrder } from '../booking/present-order';

/** Which orders are the caller's: a user's by user_id, a guest's through the grants of their session. */
function ownedBy(db: Db, identity: Identity): SQL {
  if (identity.kind === 'user') return eq(orders.userId, identity.userId);
  if (identity.kind === 'guest') {
    return exists(
      db
        .select({ one: orderGrants.orderId })
        .from(orderGrants)
        .where(and(eq(orderGrants.orderId, orders.id), eq(orderGrants.sessionId, identity.sessionId))),
    );
  }
  throw new ApiError('unauthorized');
}

export const toListItem = (order: Order): OrderListItem => ({
  trade_no: order.trade_no,
  status: order.status,
  payment_status: order.payment_status,
  pay_method: order.pay_method,
  created_at: order.created_at,
  expires_at: order.expires_at,
  car: { make: order.car.make, model: order.car.model, image: order.car.image },
  pickup_store: { value: order.pickup_store.value, short_name: order.pickup_store.short_name },
  drop_off_store: { value: order.drop_off_store.value, short_name: order.drop_off_store.short_name },
  pickup_date_time: order.rent_info.pickup_date_time,
  drop_off_date_time: order.rent_info.drop_off_date_time,
  rent_days: order.rent_info.rent_duration,
  total: order.bill.totalBillPrice,
  currencies: order.bill.currencies,
  refund_status: order.refund_status,
  actions: order.actions,
});

/**
 * The caller's orders, newest first, a page at a time. TEST orders and deleted ones are never
 * listed; the refund tab lists the orders that have a refund (any status).
 */
export async function listOrders(
  db: Db,
  identity: Identity,
  query: { tab: OrderListTab; page: number; pageSize: number },
  now: Date,
): Promise<OrderList> {
  const where = and(
    ownedBy(db, identity),
    isNull(orders.deletedAt),
    ne(orders.status, 'TEST'),
    query.tab === 'refund'
      ? exists(db.select({ one: refunds.id }).from(refunds).where(eq(refunds.orderId, orders.id)))
      : undefined,
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(orders).where(where),
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  const list = await Promise.all(
    rows.map(async (row) => toListItem(presentOrder(row, await loadOrderContext(db, row), now))),
  );
  return { list, total: Number(total?.n ?? 0), page: query.page, page_size: query.pageSize };
}
