import { and, count, desc, eq, gte, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  OpsOrderLine,
  opsOrderSearchQuerySchema,
  opsOrderSearchSchema,
} from '@/lib/api/contract/ops-orders';
import type { Db } from '../../db/client';
import type { RefundState } from '@/lib/orders/transitions';
import { carModels, orders, refunds, skus } from '../../db/schema';
import { effectiveStatus } from '../booking/expiry';
import { orderInScope } from './scope';

type SearchQuery = z.output<typeof opsOrderSearchQuerySchema>;
type OrderRow = typeof orders.$inferSelect;

/** A LIKE pattern that matches the text itself anywhere (its %, _ and \ taken literally). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * What each filter asks. The phone is matched on its digits, with or without the area code (the
 * order keeps area code and number as one string of digits, a national leading 0 dropped). A name
 * is any part of the contact's name or of a driver's, either way round. The status is the one the
 * order shows: an unpaid order past its 30 minutes reads EXPIRED before the sweep has run.
 */
function conditions(query: SearchQuery, now: Date): (SQL | undefined)[] {
  const list: (SQL | undefined)[] = [];
  if (query.trade_no) list.push(sql`${orders.tradeNo} like ${`${query.trade_no}%`}`);
  const digits = query.phone?.replace(/\D/g, '').replace(/^0+/, '');
  if (digits) list.push(sql`${orders.contactPhone} like ${`%${digits}`}`);
  if (query.email) list.push(sql`lower(${orders.contactEmail}) = ${query.email.toLowerCase()}`);
  if (query.name) {
    const pattern = containing(query.name);
    list.push(sql`(${orders.contact}->>'name' ilike ${pattern} or exists (
      select 1 from jsonb_array_elements(${orders.drivers}) as d
      where coalesce(d->>'given_name', '') || ' ' || coalesce(d->>'sur_name', '') ilike ${pattern}
         or coalesce(d->>'sur_name', '') || ' ' || coalesce(d->>'given_name', '') ilike ${pattern}))`);
  }
  if (query.store_code) list.push(eq(orders.storeCode, query.store_code));
  if (query.pickup_from) list.push(gte(orders.pickupWall, query.pickup_from));
  if (query.pickup_to) list.push(lte(orders.pickupWall, `${query.pickup_to} 99:99`));
  const overdue = and(
    eq(orders.status, 'CREATE_ORDER'),
    eq(orders.paymentStatus, 'NOT_PAY'),
    lte(orders.expiresAt, now),
  );
  if (query.status === 'EXPIRED') list.push(or(eq(orders.status, 'EXPIRED'), overdue));
  else if (query.status === 'CREATE_ORDER')
    list.push(and(eq(orders.status, 'CREATE_ORDER'), sql`not (${overdue})`));
  else if (query.status) list.push(eq(orders.status, query.status));
  return list;
}

/**
 * GET /ops/order/search: the orders the caller reaches that match every filter given, newest
 * first, paged, with the total. TEST orders never show (DESIGN.md §6: never in lists); an order
 * the traveller deleted from their list shows only when searched by its number (the traveller who
 * calls about it reads it out), marked deleted.
 */
export async function searchOrders(
  db: Db,
  stores: readonly string[] | null,
  query: SearchQuery,
  now: Date,
): Promise<z.infer<typeof opsOrderSearchSchema>> {
  const where = and(
    orderInScope(stores),
    ne(orders.status, 'TEST'),
    query.trade_no ? undefined : isNull(orders.deletedAt),
    ...conditions(query, now),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order: orders,
        make: carModels.make,
        model: carModels.model,
        refundStatus: sql<RefundState | null>`(select ${refunds.status} from ${refunds}
          where ${refunds.orderId} = ${orders.id} order by ${refunds.createdAt} desc limit 1)`,
      })
      .from(orders)
      .innerJoin(skus, eq(skus.id, orders.skuId))
      .innerJoin(carModels, eq(carModels.id, skus.carModelId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const list = rows.map((row) => lineOf(row.order, `${row.make} ${row.model}`, row.refundStatus, now));
  return { list, total: Number(total?.n ?? 0), page: query.page, page_size: query.page_size };
}

function lineOf(
  order: OrderRow,
  car: string,
  refundStatus: OpsOrderLine['refund_status'],
  now: Date,
): OpsOrderLine {
  const driver = order.drivers[0];
  return {
    trade_no: order.tradeNo,
    status: effectiveStatus(order, now),
    payment_status: order.paymentStatus,
    refund_status: refundStatus,
    store_code: order.storeCode,
    pickup_date_time: order.pickupWall,
    drop_off_date_time: order.dropoffWall,
    driver_name: driver ? `${driver.given_name} ${driver.sur_name}` : '',
    contact_name: order.contact.name,
    contact_phone: order.contactPhone,
    contact_email: order.contactEmail,
    car,
    total: { amount: order.totalPayment, currency: order.paymentCurrency },
    deleted: order.deletedAt !== null,
    created_at: order.createdAt.toISOString(),
  };
}
