import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  assertOrderMove,
  orderMoveSources,
  type OrderState,
  type RefundState,
} from '@/lib/orders/transitions';
import type { Db } from '../../db/client';
import { orders, refunds } from '../../db/schema';
import { recordAction, OperatorRefusal, type OperatorContext } from './record';
import { orderByTradeNo, type ActionResult } from './refunds';

const PICKUP_NO = /^[A-Z0-9-]{4,20}$/;

/** A pick-up number for the counter: 8 characters without look-alikes (0/O, 1/I). */
function newPickupNo(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** NORMAL → CONFIRMED (the store confirms), with the pick-up number the traveller shows at the counter. */
export async function confirmOrder(
  db: Db,
  context: OperatorContext,
  tradeNo: string,
  pickupNo?: string,
): Promise<ActionResult> {
  const number = pickupNo?.trim().toUpperCase() || newPickupNo();
  if (!PICKUP_NO.test(number)) {
    throw new OperatorRefusal('the pick-up number is 4-20 letters, digits or hyphens', 'invalid');
  }
  return db.transaction(async (tx) => {
    const order = await orderByTradeNo(tx, tradeNo, { lock: true, stores: context.stores });
    const to = assertOrderMove(order.status, 'confirm');
    await tx
      .update(orders)
      .set({ status: to, pickupNo: number, updatedAt: context.now })
      .where(and(eq(orders.id, order.id), inArray(orders.status, [...orderMoveSources('confirm')])));
    const detail = { from: order.status, to, pickupNo: number };
    await recordAction(tx, context, 'order_confirm', { orderId: order.id }, detail, {
      before: { status: order.status, pickup_no: order.pickupNo },
      after: { status: to, pickup_no: number },
    });
    return { action: 'order_confirm', tradeNo, from: order.status, to, detail };
  });
}

export type OrderLine = {
  tradeNo: string;
  status: OrderState;
  paymentStatus: string;
  pickup: string;
  store: string;
  total: string;
  currency: string;
  createdAt: Date;
};

/** The newest orders, optionally of one status, for the ops command's list. */
export async function listOrders(db: Db, status?: OrderState, limit = 50): Promise<OrderLine[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(status ? eq(orders.status, status) : undefined)
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  return rows.map((order) => ({
    tradeNo: order.tradeNo,
    status: order.status,
    paymentStatus: order.paymentStatus,
    pickup: `${order.pickupWall} ${order.storeCode}`,
    store: order.storeCode,
    total: order.totalPayment,
    currency: order.paymentCurrency,
    createdAt: order.createdAt,
  }));
}

export type RefundLine = {
  tradeNo: string;
  status: RefundState;
  reason: string;
  remark: string | null;
  refund: string;
  currency: string;
  orderStatus: OrderState;
  createdAt: Date;
};

/** The newest refund requests, optionally of one status (customer service's queue). */
export async function listRefundRequests(db: Db, status?: RefundState, limit = 50): Promise<RefundLine[]> {
  const where: SQL | undefined = status ? eq(refunds.status, status) : undefined;
  const rows = await db
    .select()
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(where)
    .orderBy(desc(refunds.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    tradeNo: row.orders.tradeNo,
    status: row.refunds.status,
    reason: row.refunds.reason,
    remark: row.refunds.remark,
    refund: row.refunds.amount,
    currency: row.refunds.currency,
    orderStatus: row.orders.status,
    createdAt: row.refunds.createdAt,
  }));
}
