import { and, count, desc, eq, exists, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Refund, RefundList, RefundQuote, refundApplyBodySchema } from '@/lib/api/contract/refunds';
import { ForbiddenMoveError, orderActions } from '@/lib/orders/transitions';
import { storedDecimal } from '@/lib/money';
import type { Db } from '../../db/client';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/errors';
import { orderGrants, orders, refunds } from '../../db/schema';
import type { Identity } from '../identity';
import { ApiError } from '../errors';
import {
  claimKey,
  keyOwnerOf,
  priorAnswer,
  requestHash,
  saveAnswer,
  type IdempotentCall,
  type StoredAnswer,
} from '../idempotency';
import { findOwnOrder } from '../booking/order-access';
import { orderFacts } from '../orders/facts';
import { storeClock, storeClocks } from '../stores';
import { latestRefund, moveRefund, type RefundRow } from './moves';
import { presentRefund } from './present';
import { refundQuote } from './quote';

/** The caller's order, or not_found: another person's order answers exactly like an unknown one. */
async function ownOrder(db: Db, identity: Identity, tradeNo: string) {
  const order = await findOwnOrder(db, identity, tradeNo);
  if (!order) throw new ApiError('not_found');
  return order;
}

const canApply = (order: typeof orders.$inferSelect, refund: RefundRow | undefined, now: Date) =>
  orderActions(orderFacts(order, refund?.status ?? null, now), now).includes('apply_refund');

/** GET /refund/get_refund_quote: paid, fee, refund and free cancellation, for the caller's order. */
export async function quoteForCaller(
  db: Db,
  identity: Identity,
  tradeNo: string,
  now: Date,
): Promise<RefundQuote> {
  const order = await ownOrder(db, identity, tradeNo);
  const [quote, refund] = await Promise.all([refundQuote(db, order, now), latestRefund(db, order.id)]);
  return { ...quote, can_apply: canApply(order, refund, now) };
}

/**
 * POST /refund/apply: a refund request (REQUEST_REFUND) with the amounts the policy gives now, only
 * where orderActions offers apply_refund, once per Idempotency-Key. One transaction claims the key
 * first (a retry sent meanwhile waits for it, then replays its answer: never 'not allowed' because
 * the first request made the refund), then checks and writes; a refusal undoes the claim. The
 * partial unique index refunds_one_live_per_order refuses a second live refund that another key
 * raced past the check.
 */
export async function applyRefund(
  db: Db,
  identity: Identity,
  input: z.output<typeof refundApplyBodySchema>,
  caller: { idempotencyKey: string; now: Date },
): Promise<StoredAnswer> {
  const { now } = caller;
  const order = await ownOrder(db, identity, input.trade_no);
  const call: IdempotentCall = {
    scope: `refund/apply:${keyOwnerOf(identity)}`,
    key: caller.idempotencyKey,
    requestHash: requestHash(input),
  };
  const earlier = await priorAnswer(db, call);
  if (earlier) return earlier;
  return db.transaction(async (tx) => {
    const committed = await claimKey(tx, call);
    if (committed) return committed;
    // The order as it is now, locked: a cancel or a payment racing this request waits for it.
    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!current || !canApply(current, await latestRefund(tx, order.id), now)) {
      throw new ApiError('refund_not_allowed');
    }
    const { paid, fee, refund, store_clock: clock } = await refundQuote(tx, current, now);
    const created = await insertRefund(tx, {
      orderId: order.id,
      status: 'REQUEST_REFUND',
      reason: input.reason,
      remark: input.remark || null,
      amount: storedDecimal(refund.payment, order.bill.currencies.payment.minorUnits),
      currency: order.paymentCurrency,
      quote: { paid, fee, refund },
      progress: [{ status: 'REQUEST_REFUND', at: now.toISOString() }],
      createdAt: now,
      updatedAt: now,
    });
    const answer: StoredAnswer = {
      status: 200,
      body: { code: 200, msg: 'success', data: presentRefund(created, current, clock) },
    };
    await saveAnswer(tx, call, answer);
    return answer;
  });
}

/** Writes the refund request; a second live one (the partial unique index) is refused. */
async function insertRefund(tx: Db, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  try {
    const [created] = await tx.insert(refunds).values(values).returning();
    return created!;
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new ApiError('refund_not_allowed');
    throw error;
  }
}

/** GET /refund/get_refund_detail: the newest refund of the caller's order. */
export async function refundDetail(db: Db, identity: Identity, tradeNo: string): Promise<Refund> {
  const order = await ownOrder(db, identity, tradeNo);
  const refund = await latestRefund(db, order.id);
  if (!refund) throw new ApiError('not_found');
  return presentRefund(refund, order, await storeClock(db, order.storeCode));
}

/** POST /refund/revoke: the traveller withdraws a refund not yet being paid out. */
export async function revokeRefund(db: Db, identity: Identity, tradeNo: string, now: Date): Promise<Refund> {
  const order = await ownOrder(db, identity, tradeNo);
  const clock = await storeClock(db, order.storeCode);
  return db.transaction(async (tx) => {
    const refund = await latestRefund(tx, order.id, { lock: true });
    if (!refund) throw new ApiError('not_found');
    try {
      return presentRefund(await moveRefund(tx, refund, 'revoke', now), order, clock);
    } catch (error) {
      if (error instanceof ForbiddenMoveError) throw new ApiError('refund_not_revocable');
      throw error;
    }
  });
}

/** GET /refund/get_refund_list: the caller's refunds, newest first, paged. */
export async function listRefunds(
  db: Db,
  identity: Identity,
  page: number,
  pageSize: number,
): Promise<RefundList> {
  if (identity.kind === 'anonymous') return { list: [], page, page_size: pageSize, total: 0 };
  const owned =
    identity.kind === 'user'
      ? eq(orders.userId, identity.userId)
      : exists(
          db
            .select({ one: sql`1` })
            .from(orderGrants)
            .where(and(eq(orderGrants.orderId, orders.id), eq(orderGrants.sessionId, identity.sessionId))),
        );
  const scope = and(owned, isNull(orders.deletedAt));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(scope)
      .orderBy(desc(refunds.createdAt), desc(refunds.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).where(scope),
  ]);
  const clocks = await storeClocks(
    db,
    rows.map((row) => row.orders.storeCode),
  );
  return {
    list: rows.map((row) => presentRefund(row.refunds, row.orders, clocks.get(row.orders.storeCode)!)),
    page,
    page_size: pageSize,
    total: Number(total?.n ?? 0),
  };
}
