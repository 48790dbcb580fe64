import { and, eq } from 'drizzle-orm';
import { opsRefundQueueSchema } from '@/lib/api/contract/ops-orders';
import { orderSchema } from '@/lib/api/contract/booking';
import { refundSchema } from '@/lib/api/contract/refunds';
import { orders, refunds, sandboxLedger } from '@/server/db/schema';
import { sandboxAcquirer } from '@/server/providers/payment/sandbox';
import { GatewayNetworkError, type PaymentGateway } from '@/server/providers/payment/types';
import { query } from './booking-fixtures';
import { testClient } from './client';
import { databaseKinds, useApiDatabase } from './databases';
import { actionCount, actionFile, actionsOf, opsApi } from './ops-fixtures';
import { paidOrder, refundApi } from './refunds-fixtures';
import { staffOfEveryRole } from './staff-fixtures';

const HOUR_MS = 3_600_000;

describe.each(databaseKinds)('the refund queue on %s', (kind) => {
  const { database, client } = useApiDatabase(kind, { freshman: false, poolSize: 20 });
  const api = opsApi(client);
  const travellerRefunds = refundApi(client);
  let staff: Awaited<ReturnType<typeof staffOfEveryRole>>;
  const cs = () => staff.customer_service.headers;

  beforeAll(async () => {
    staff = await staffOfEveryRole(database.db);
  });

  /** A paid order whose traveller asked for the money back. */
  async function requested() {
    const order = await paidOrder(client, database.db);
    const applied = await travellerRefunds.apply(
      { trade_no: order.tradeNo, reason: 'change_of_plans' },
      order.cookie,
    );
    expect(applied.body.code).toBe(200);
    const [refund] = await database.db.select().from(refunds).where(eq(refunds.orderId, order.row.id));
    return { ...order, refund: refund! };
  }

  const ledgerRefunds = (refundId: string) =>
    database.db
      .select()
      .from(sandboxLedger)
      .where(and(eq(sandboxLedger.kind, 'refund'), eq(sandboxLedger.reference, refundId)));

  it('lists open requests oldest first with their age, marking those past the 72-hour review', async () => {
    const late = await requested();
    const fresh = await requested();
    await database.db
      .update(refunds)
      .set({ createdAt: new Date(Date.now() - 80 * HOUR_MS) })
      .where(eq(refunds.id, late.refund.id));
    const answer = await api.queue({ queue: 'open', page_size: 100 }, cs());
    const page = opsRefundQueueSchema.parse(answer.body.data);
    const numbers = page.list.map((line) => line.refund.trade_no);
    expect(numbers.indexOf(late.tradeNo)).toBeLessThan(numbers.indexOf(fresh.tradeNo));
    expect(page.list.find((line) => line.refund.trade_no === late.tradeNo)).toMatchObject({
      age_hours: 80,
      overdue: true,
      contact_name: '张伟',
      refund: { status: 'REQUEST_REFUND' },
    });
    expect(page.list.find((line) => line.refund.trade_no === fresh.tradeNo)).toMatchObject({
      age_hours: 0,
      overdue: false,
    });
    expect(page.total).toBeGreaterThanOrEqual(2);

    await api.reject({ trade_no: fresh.tradeNo, reason: 'Already picked up.' }, cs());
    const closed = opsRefundQueueSchema.parse((await api.queue({ queue: 'closed' }, cs())).body.data);
    expect(closed.list[0]).toMatchObject({
      refund: { trade_no: fresh.tradeNo, status: 'REJECTED' },
      overdue: false,
    });
    const open = opsRefundQueueSchema.parse((await api.queue({}, cs())).body.data);
    expect(open.list.map((line) => line.refund.trade_no)).not.toContain(fresh.tradeNo);
    expect((await api.queue({ queue: 'bogus' }, cs())).body.code).toBe(-1);
  });

  it('reviews, approves under 20 parallel calls (one ledger refund) and completes; the traveller reads each step', async () => {
    const order = await requested();
    const member = staff.customer_service.member;
    const reviewed = actionFile((await api.review(order.tradeNo, cs())).body);
    expect(reviewed).toMatchObject({
      action: 'refund_review',
      from: 'REQUEST_REFUND',
      to: 'VERIFYING_REFUND',
    });

    const answers = await Promise.all(Array.from({ length: 20 }, () => api.approve(order.tradeNo, cs())));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.status !== 200)) {
      expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 409, code: 1304 });
    }
    const back = await ledgerRefunds(order.refund.id);
    expect(back).toHaveLength(1);
    expect(back[0]!.amountMinor).toBe(order.refund.quote!.refund.payment);

    const completed = actionFile((await api.complete(order.tradeNo, cs())).body);
    expect(completed).toMatchObject({ action: 'refund_complete', from: 'REFUNDING', to: 'COMPLETE_REFUND' });
    expect(completed.file.order.status).toBe('CANCEL');
    expect(completed.file.ledger.map((entry) => entry.kind)).toEqual(['charge', 'refund']);
    expect(await ledgerRefunds(order.refund.id)).toHaveLength(1);

    const rows = await actionsOf(database.db, order.row.id);
    expect(rows.map((row) => [row.action, row.staffId])).toEqual([
      ['refund_review', member.id],
      ['refund_approve', member.id],
      ['refund_complete', member.id],
    ]);
    expect(rows[1]).toMatchObject({
      before: { refund_status: 'VERIFYING_REFUND' },
      after: { refund_status: 'REFUNDING' },
    });
    expect(rows[2]).toMatchObject({
      before: { refund_status: 'REFUNDING' },
      after: { refund_status: 'COMPLETE_REFUND', status: 'CANCEL' },
    });

    const progress = refundSchema.parse(
      (await travellerRefunds.detail(order.tradeNo, order.cookie)).body.data,
    );
    expect(progress.progress.map((step) => step.status)).toEqual([
      'REQUEST_REFUND',
      'VERIFYING_REFUND',
      'REFUNDING',
      'COMPLETE_REFUND',
    ]);
    const seen = orderSchema.parse(
      (
        await client.get(`/order/get_order_detail?${query({ trade_no: order.tradeNo })}`, {
          Cookie: order.cookie,
        })
      ).body.data,
    );
    expect(seen).toMatchObject({ status: 'CANCEL', refund_status: 'COMPLETE_REFUND' });

    // Every move again is refused and writes nothing.
    for (const refused of [
      await api.review(order.tradeNo, cs()),
      await api.approve(order.tradeNo, cs()),
      await api.reject({ trade_no: order.tradeNo, reason: 'late' }, cs()),
      await api.complete(order.tradeNo, cs()),
    ]) {
      expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 409, code: 1304 });
    }
    expect(await actionCount(database.db, order.row.id)).toBe(3);
  });

  it('rejects with a reason the traveller reads; a reason is required', async () => {
    const order = await requested();
    expect((await api.reject({ trade_no: order.tradeNo, reason: '  ' }, cs())).body.code).toBe(-1);
    expect(await actionCount(database.db, order.row.id)).toBe(0);
    const rejected = actionFile(
      (await api.reject({ trade_no: order.tradeNo, reason: 'The car was picked up.' }, cs())).body,
    );
    expect(rejected).toMatchObject({ action: 'refund_reject', to: 'REJECTED' });
    const [row] = await actionsOf(database.db, order.row.id);
    expect(row).toMatchObject({ reason: 'The car was picked up.', after: { refund_status: 'REJECTED' } });
    const detail = refundSchema.parse((await travellerRefunds.detail(order.tradeNo, order.cookie)).body.data);
    expect(detail).toMatchObject({ status: 'REJECTED', reject_reason: 'The car was picked up.' });
  });

  it('answers gateway_unavailable when the gateway cannot be reached; complete sends the money once later', async () => {
    const order = await requested();
    const real = sandboxAcquirer(database.db, { settleAfterMs: 0 });
    const unreachable: PaymentGateway = {
      ...real,
      name: real.name,
      refund: () => Promise.reject(new GatewayNetworkError()),
    };
    const offline = testClient(database.db, { gateway: unreachable });
    const answer = await opsApi(offline).approve(order.tradeNo, cs());
    expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 503, code: 1305 });
    const [refund] = await database.db.select().from(refunds).where(eq(refunds.id, order.refund.id));
    expect(refund!.status).toBe('REFUNDING');
    expect(await ledgerRefunds(order.refund.id)).toHaveLength(0);

    actionFile((await api.complete(order.tradeNo, cs())).body);
    expect(await ledgerRefunds(order.refund.id)).toHaveLength(1);
    const [done] = await database.db.select().from(orders).where(eq(orders.id, order.row.id));
    expect(done!.status).toBe('CANCEL');
  });

  it('refuses a refund move on an order without a refund request; an unknown order answers not_found', async () => {
    const order = await paidOrder(client, database.db);
    const answer = await api.review(order.tradeNo, cs());
    expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 409, code: 1304 });
    expect((await api.approve('900000000000000001', cs())).status).toBe(404);
    expect(await actionCount(database.db, order.row.id)).toBe(0);
  });
});
