import { and, count, eq, isNull } from 'drizzle-orm';
import { refundSchema } from '@/lib/api/contract/refunds';
import { ForbiddenMoveError, type RefundEvent, type RefundState } from '@/lib/orders/transitions';
import { bookings, operatorActions, orders, refunds, sandboxLedger } from '@/server/db/schema';
import { confirmOrder } from '@/server/domain/operators/orders';
import { OperatorRefusal, type OperatorContext } from '@/server/domain/operators/record';
import { approveRefund, completeRefund, rejectRefund, reviewRefund } from '@/server/domain/operators/refunds';
import { sandboxAcquirer } from '@/server/providers/payment/sandbox';
import { runOps } from '@/server/ops-command/run';
import { freshmanOff } from './booking-fixtures';
import { databaseKinds, useApiDatabase } from './databases';
import { paidOrder, refundApi } from './refunds-fixtures';

/** The refund table written out by hand: the state machine must agree with it. */
const EXPECTED: Record<RefundState, Partial<Record<RefundEvent, RefundState>>> = {
  REQUEST_REFUND: { review: 'VERIFYING_REFUND', approve: 'REFUNDING', reject: 'REJECTED', revoke: 'REVOKED' },
  VERIFYING_REFUND: { approve: 'REFUNDING', reject: 'REJECTED', revoke: 'REVOKED' },
  REFUNDING: { complete: 'COMPLETE_REFUND' },
  COMPLETE_REFUND: {},
  REVOKED: {},
  REJECTED: {},
};
const EVENTS: RefundEvent[] = ['review', 'approve', 'reject', 'revoke', 'complete'];

describe.each(databaseKinds)('customer service and the refund lifecycle on %s', (kind) => {
  const { database, client } = useApiDatabase(kind, { poolSize: 20 });
  const api = refundApi(client);
  const gateway = () => sandboxAcquirer(database.db, { settleAfterMs: 0 });
  const context = (): OperatorContext => ({ operator: 'cs-amy', now: new Date() });

  beforeAll(async () => {
    await freshmanOff(database.db);
  });

  /** A paid order with a refund requested through the API. */
  async function requested(policy?: typeof orders.$inferSelect.cancellationPolicy) {
    const order = await paidOrder(client, database.db);
    if (policy) {
      await database.db.update(orders).set({ cancellationPolicy: policy }).where(eq(orders.id, order.row.id));
    }
    const applied = await api.apply({ trade_no: order.tradeNo, reason: 'change_of_plans' }, order.cookie);
    expect(applied.body.code).toBe(200);
    const [refund] = await database.db.select().from(refunds).where(eq(refunds.orderId, order.row.id));
    return { ...order, refund: refund! };
  }

  /** Everything a refused move must leave as it was. */
  async function snapshot(orderId: string) {
    const [refund] = await database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    const [actions] = await database.db
      .select({ n: count() })
      .from(operatorActions)
      .where(eq(operatorActions.orderId, orderId));
    const [ledger] = await database.db
      .select({ n: count() })
      .from(sandboxLedger)
      .where(and(eq(sandboxLedger.kind, 'refund'), eq(sandboxLedger.reference, refund!.id)));
    const released = await database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.orderId, orderId), isNull(bookings.releasedAt)));
    return {
      refund: refund!.status,
      progress: refund!.progress.length,
      order: order!.status,
      actions: Number(actions!.n),
      ledger: Number(ledger!.n),
      held: released.length,
    };
  }

  async function take(event: RefundEvent, tradeNo: string, cookie: string) {
    switch (event) {
      case 'review':
        return reviewRefund(database.db, context(), tradeNo);
      case 'approve':
        return approveRefund(database.db, context(), gateway(), tradeNo);
      case 'reject':
        return rejectRefund(database.db, context(), tradeNo, 'The booking was already used.');
      case 'complete':
        return completeRefund(database.db, context(), gateway(), tradeNo);
      case 'revoke': {
        const answer = await api.revoke(tradeNo, cookie);
        if (answer.body.code === 1202) throw new ForbiddenMoveError('refund', 'revoke', 'via API');
        expect(answer.body.code).toBe(200);
        return answer;
      }
    }
  }

  it('allows exactly the moves of the table, by the operator domain and the API, and a refused one changes nothing', async () => {
    const order = await requested();
    const paidStatus = order.row.status;
    for (const from of Object.keys(EXPECTED) as RefundState[]) {
      for (const event of EVENTS) {
        // Put the refund (and its order and car) back to `from` before each move.
        await database.db
          .update(refunds)
          .set({ status: from, progress: [{ status: from, at: new Date().toISOString() }] })
          .where(eq(refunds.id, order.refund.id));
        await database.db.update(orders).set({ status: paidStatus }).where(eq(orders.id, order.row.id));
        await database.db
          .update(bookings)
          .set({ releasedAt: null })
          .where(eq(bookings.orderId, order.row.id));
        const before = await snapshot(order.row.id);
        const to = EXPECTED[from][event];
        if (to) {
          await take(event, order.tradeNo, order.cookie);
          const after = await snapshot(order.row.id);
          expect({ from, event, to: after.refund }).toEqual({ from, event, to });
          expect(after.progress).toBe(2);
          expect(after.actions).toBe(before.actions + (event === 'revoke' ? 0 : 1));
          if (event === 'complete') expect(after).toMatchObject({ order: 'CANCEL', held: 0 });
        } else {
          await expect(
            take(event, order.tradeNo, order.cookie),
            `${event} from ${from}`,
          ).rejects.toBeInstanceOf(ForbiddenMoveError);
          expect({ from, event, after: await snapshot(order.row.id) }).toEqual({
            from,
            event,
            after: before,
          });
        }
      }
    }
  });

  it('sends one refund to the gateway under 20 parallel approvals, then completes: order cancelled, car released', async () => {
    const order = await requested({
      tiers: [{ hours_before: 0, fee: { type: 'percent', percent: 25 } }],
      after_pickup: { type: 'percent', percent: 100 },
    });
    const quote = order.refund.quote!;
    expect(quote.fee.payment).toBe(Math.round(quote.paid.payment / 4));
    await reviewRefund(database.db, context(), order.tradeNo);

    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => approveRefund(database.db, context(), gateway(), order.tradeNo)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(ForbiddenMoveError);
    }
    const ledger = await database.db
      .select()
      .from(sandboxLedger)
      .where(and(eq(sandboxLedger.kind, 'refund'), eq(sandboxLedger.reference, order.refund.id)));
    expect(ledger).toHaveLength(1);
    // The fee is kept: the card gets back what was paid less 25 %.
    expect(ledger[0]!.amountMinor).toBe(quote.paid.payment - quote.fee.payment);
    const [charge] = await database.db
      .select()
      .from(sandboxLedger)
      .where(eq(sandboxLedger.id, ledger[0]!.chargeId!));
    expect(charge).toMatchObject({ kind: 'charge', amountMinor: quote.paid.payment });

    const done = await completeRefund(database.db, context(), gateway(), order.tradeNo);
    expect(done).toMatchObject({ from: 'REFUNDING', to: 'COMPLETE_REFUND' });
    expect(await snapshot(order.row.id)).toMatchObject({
      refund: 'COMPLETE_REFUND',
      order: 'CANCEL',
      held: 0,
      ledger: 1,
    });
    const actions = await database.db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.orderId, order.row.id))
      .orderBy(operatorActions.createdAt);
    expect(actions.map((action) => [action.action, action.operator])).toEqual([
      ['refund_review', 'cs-amy'],
      ['refund_approve', 'cs-amy'],
      ['refund_complete', 'cs-amy'],
    ]);
    const detail = refundSchema.parse((await api.detail(order.tradeNo, order.cookie)).body.data);
    expect(detail.progress.map((step) => step.status)).toEqual([
      'REQUEST_REFUND',
      'VERIFYING_REFUND',
      'REFUNDING',
      'COMPLETE_REFUND',
    ]);
    expect(detail.can_revoke).toBe(false);
  });

  it('gives everything back when cancelling is free, and sends nothing when the fee keeps it all', async () => {
    const free = await requested({
      tiers: [{ hours_before: 0, fee: { type: 'none' } }],
      after_pickup: { type: 'percent', percent: 100 },
    });
    await approveRefund(database.db, context(), gateway(), free.tradeNo);
    await completeRefund(database.db, context(), gateway(), free.tradeNo);
    const [back] = await database.db
      .select()
      .from(sandboxLedger)
      .where(and(eq(sandboxLedger.kind, 'refund'), eq(sandboxLedger.reference, free.refund.id)));
    expect(back!.amountMinor).toBe(free.refund.quote!.paid.payment);

    const kept = await requested({
      tiers: [{ hours_before: 0, fee: { type: 'percent', percent: 100 } }],
      after_pickup: { type: 'percent', percent: 100 },
    });
    expect(kept.refund.quote!.refund).toEqual({ payment: 0, local: 0 });
    await approveRefund(database.db, context(), gateway(), kept.tradeNo);
    await completeRefund(database.db, context(), gateway(), kept.tradeNo);
    expect(await snapshot(kept.row.id)).toMatchObject({
      refund: 'COMPLETE_REFUND',
      order: 'CANCEL',
      ledger: 0,
    });
  });

  it('rejects with a reason the traveller reads, who may then apply again', async () => {
    const order = await requested();
    await expect(rejectRefund(database.db, context(), order.tradeNo, '   ')).rejects.toBeInstanceOf(
      OperatorRefusal,
    );
    await rejectRefund(database.db, context(), order.tradeNo, 'The car was already picked up.');
    const detail = refundSchema.parse((await api.detail(order.tradeNo, order.cookie)).body.data);
    expect(detail).toMatchObject({ status: 'REJECTED', reject_reason: 'The car was already picked up.' });
    expect((await api.apply({ trade_no: order.tradeNo, reason: 'other' }, order.cookie)).body.code).toBe(200);
  });

  it('confirms a NORMAL order with a pick-up number, once', async () => {
    const order = await paidOrder(client, database.db);
    await database.db.update(orders).set({ status: 'NORMAL' }).where(eq(orders.id, order.row.id));
    await expect(confirmOrder(database.db, context(), order.tradeNo, 'no spaces!')).rejects.toBeInstanceOf(
      OperatorRefusal,
    );
    const done = await confirmOrder(database.db, context(), order.tradeNo, 'pk-2041');
    expect(done).toMatchObject({ from: 'NORMAL', to: 'CONFIRMED', detail: { pickupNo: 'PK-2041' } });
    await expect(confirmOrder(database.db, context(), order.tradeNo, 'OTHER1')).rejects.toBeInstanceOf(
      ForbiddenMoveError,
    );
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.row.id));
    expect(row).toMatchObject({ status: 'CONFIRMED', pickupNo: 'PK-2041' });
  });

  it('runs the ops command: output, exit codes, and the operator from the environment', async () => {
    const order = await requested();
    const run = async (argv: string[], env: Record<string, string | undefined> = { USER: 'cs-bo' }) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runOps(
        argv,
        { db: database.db, gateway: gateway(), env },
        {
          out: (line) => out.push(line),
          err: (line) => err.push(line),
        },
      );
      return { code, out: out.join('\n'), err: err.join('\n') };
    };
    expect((await run([])).code).toBe(2);
    expect((await run(['refunds', 'frobnicate', order.tradeNo])).code).toBe(2);
    expect((await run(['refunds', 'reject', order.tradeNo])).code).toBe(2);
    expect((await run(['refunds', 'review', order.tradeNo], {})).err).toMatch(/--operator/);

    const listed = await run(['refunds', 'list', '--status', 'request_refund']);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(order.tradeNo);

    const refused = await run(['refunds', 'complete', order.tradeNo]);
    expect(refused).toMatchObject({ code: 1, out: '' });
    expect(refused.err).toMatch(/refused: the refund is REQUEST_REFUND, and complete is not allowed/);

    const reviewed = await run(['refunds', 'review', order.tradeNo]);
    expect(reviewed.code).toBe(0);
    expect(reviewed.out).toContain(
      `refund_review ${order.tradeNo}: REQUEST_REFUND -> VERIFYING_REFUND (by cs-bo)`,
    );
    const [action] = await database.db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.refundId, order.refund.id));
    expect(action).toMatchObject({
      operator: 'cs-bo',
      action: 'refund_review',
      detail: { from: 'REQUEST_REFUND', to: 'VERIFYING_REFUND' },
    });
    const orderList = await run(['orders', 'list', '--status', 'bogus']);
    expect(orderList.code).toBe(2);
  });
});
