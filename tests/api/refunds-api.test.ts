import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { refundListSchema, refundQuoteSchema, refundSchema } from '@/lib/api/contract/refunds';
import type { CancellationPolicy } from '@/lib/api/contract/cancellation';
import { formatWallTime, instantToWallTime } from '@/lib/time/wall-time';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '@/server/db/errors';
import { orders, payments, refunds } from '@/server/db/schema';
import { freshmanOff } from './booking-fixtures';
import { databaseKinds, useApiDatabase } from './databases';
import { LA } from './la-clock';
import { expectAnswersLikeUnknown } from './orders-fixtures';
import { bookOnline } from './payment-fixtures';
import { paidOrder, refundApi, unknownTradeNo, userSession } from './refunds-fixtures';

const HOUR = 3_600_000;
/** LAX01's clock, on which the refund pages show every time with the city named. */
const LA_CLOCK = {
  time_zone: LA,
  city: { en: 'Los Angeles', th: 'ลอสแองเจลิส', zh: '洛杉矶', 'zh-hant': '洛杉磯' },
};

describe.each(databaseKinds)('refunds through the API on %s', (kind) => {
  const { database, client } = useApiDatabase(kind);
  const api = refundApi(client);

  beforeAll(async () => {
    await freshmanOff(database.db);
  });

  const setPolicy = (orderId: string, policy: CancellationPolicy) =>
    database.db.update(orders).set({ cancellationPolicy: policy }).where(eq(orders.id, orderId));

  const quoteOf = async (tradeNo: string, cookie: string) => {
    const answer = await api.quote(tradeNo, cookie);
    expect(answer.body.code).toBe(200);
    return refundQuoteSchema.parse(answer.body.data);
  };

  it('quotes each fee type in integer minor units, against what the card was charged', async () => {
    const order = await paidOrder(client, database.db);
    const [charge] = await database.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.row.id), eq(payments.status, 'succeeded')));
    const paid = {
      payment: Math.round(Number(charge!.amount) * 100),
      local: order.row.bill.onlinePrice.local,
    };
    expect(paid.payment).toBe(order.online.payment);
    expect(paid.payment).toBeGreaterThan(0);
    const day = order.row.bill.baseSetBill.unitPrice;
    const at = (fee: CancellationPolicy['after_pickup']): CancellationPolicy => ({
      tiers: [{ hours_before: 0, fee }],
      after_pickup: { type: 'percent', percent: 100 },
    });

    await setPolicy(order.row.id, at({ type: 'none' }));
    expect(await quoteOf(order.tradeNo, order.cookie)).toMatchObject({
      paid,
      fee: { payment: 0, local: 0 },
      refund: paid,
      can_apply: true,
    });

    await setPolicy(order.row.id, at({ type: 'percent', percent: 12.5 }));
    const percent = await quoteOf(order.tradeNo, order.cookie);
    const percentFee = { payment: Math.round(paid.payment / 8), local: Math.round(paid.local / 8) };
    expect(percent.fee).toEqual(percentFee);
    expect(percent.refund).toEqual({
      payment: paid.payment - percentFee.payment,
      local: paid.local - percentFee.local,
    });

    await setPolicy(order.row.id, at({ type: 'fixed', amount: '10.5' }));
    const fixed = await quoteOf(order.tradeNo, order.cookie);
    // LAX01 counts in US dollars, and so does this booking: the fixed fee is 1050 cents on both sides.
    expect(fixed.currencies.local.code).toBe('USD');
    expect(fixed.fee).toEqual({ payment: 1050, local: 1050 });
    expect(fixed.refund).toEqual({ payment: paid.payment - 1050, local: paid.local - 1050 });

    await setPolicy(order.row.id, at({ type: 'days', days: 1 }));
    const days = await quoteOf(order.tradeNo, order.cookie);
    expect(days.fee).toEqual(day);
    expect(days.refund).toEqual({ payment: paid.payment - day.payment, local: paid.local - day.local });

    // A fee larger than what was paid keeps what was paid, never more.
    await setPolicy(order.row.id, at({ type: 'days', days: 99 }));
    expect((await quoteOf(order.tradeNo, order.cookie)).refund).toEqual({ payment: 0, local: 0 });
  });

  it("says until when cancelling is free, on the store's clock, and null without a free tier", async () => {
    const order = await paidOrder(client, database.db);
    await setPolicy(order.row.id, {
      tiers: [
        { hours_before: 72, fee: { type: 'none' } },
        { hours_before: 48, fee: { type: 'none' } },
        { hours_before: 0, fee: { type: 'percent', percent: 50 } },
      ],
      after_pickup: { type: 'percent', percent: 100 },
    });
    const quote = await quoteOf(order.tradeNo, order.cookie);
    const until = new Date(order.row.pickupAt.getTime() - 48 * HOUR);
    expect(quote.free_until).toEqual({
      at: until.toISOString(),
      local: formatWallTime(instantToWallTime(until, LA)),
      time_zone: LA,
    });
    expect(quote.store_clock).toEqual(LA_CLOCK);
    expect(quote.refund).toEqual(quote.paid);

    await setPolicy(order.row.id, {
      tiers: [{ hours_before: 0, fee: { type: 'percent', percent: 10 } }],
      after_pickup: { type: 'percent', percent: 100 },
    });
    expect((await quoteOf(order.tradeNo, order.cookie)).free_until).toBeNull();
  });

  it('applies once with a listed reason, refuses a second live refund, and the database refuses one too', async () => {
    const order = await paidOrder(client, database.db);
    const bad = await api.apply({ trade_no: order.tradeNo, reason: 'bored' }, order.cookie);
    expect([bad.status, bad.body.code]).toEqual([400, -1]);
    const long = await api.apply(
      { trade_no: order.tradeNo, reason: 'other', remark: 'x'.repeat(501) },
      order.cookie,
    );
    expect([long.status, long.body.code]).toEqual([400, -1]);
    expect(await database.db.select().from(refunds).where(eq(refunds.orderId, order.row.id))).toEqual([]);

    const quote = await quoteOf(order.tradeNo, order.cookie);
    const applied = await api.apply(
      { trade_no: order.tradeNo, reason: 'flight_changed', remark: '  Flight moved to Friday  ' },
      order.cookie,
    );
    expect(applied.body.code).toBe(200);
    const refund = refundSchema.parse(applied.body.data);
    expect(refund).toMatchObject({
      trade_no: order.tradeNo,
      status: 'REQUEST_REFUND',
      reason: 'flight_changed',
      remark: 'Flight moved to Friday',
      paid: quote.paid,
      fee: quote.fee,
      refund: quote.refund,
      can_revoke: true,
      reject_reason: null,
      store_clock: LA_CLOCK,
    });
    expect(refund.progress.map((step) => step.status)).toEqual(['REQUEST_REFUND']);
    expect((await quoteOf(order.tradeNo, order.cookie)).can_apply).toBe(false);

    const again = await api.apply({ trade_no: order.tradeNo, reason: 'other' }, order.cookie);
    expect([again.status, again.body.code]).toEqual([409, 1201]);

    // Past the application's check (a race), the partial unique index still refuses a second one.
    const insertSecond = database.db.insert(refunds).values({
      orderId: order.row.id,
      reason: 'other',
      amount: '1.00',
      currency: 'USD',
      progress: [],
    });
    await expect(insertSecond).rejects.toSatisfy((error) => pgErrorCode(error) === PG_UNIQUE_VIOLATION);
    expect(await database.db.select().from(refunds).where(eq(refunds.orderId, order.row.id))).toHaveLength(1);
  });

  it('answers 50 sends of one application with one key with one refund and 50 identical answers', async () => {
    const order = await paidOrder(client, database.db);
    const form = { trade_no: order.tradeNo, reason: 'flight_changed', remark: 'Double click' };
    const key = randomUUID();
    // Spread over the time one application takes: some arrive while the first is being written,
    // some after it committed (then the order can no longer apply, yet the key's answer stands).
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        await sleep(index * 3);
        return api.apply(form, order.cookie, key);
      }),
    );
    const [first] = answers;
    expect(first!.status).toBe(200);
    expect(answers.map((each) => [each.status, each.body])).toEqual(answers.map(() => [200, first!.body]));
    expect(await database.db.select().from(refunds).where(eq(refunds.orderId, order.row.id))).toHaveLength(1);

    // The same key with another request is refused; a new key is a new application, refused now.
    const changed = await api.apply({ ...form, remark: 'Another remark' }, order.cookie, key);
    expect([changed.status, changed.body.code]).toEqual([422, 1017]);
    const another = await api.apply(form, order.cookie);
    expect([another.status, another.body.code]).toEqual([409, 1201]);
    // Without a key the call is refused as any malformed request, writing nothing.
    const keyless = await client.postForm('/refund/apply', form, { Cookie: order.cookie });
    expect([keyless.status, keyless.body.code]).toEqual([400, -1]);
    expect(await database.db.select().from(refunds).where(eq(refunds.orderId, order.row.id))).toHaveLength(1);
  });

  it('refuses an unpaid order and an order past its pick-up time, writing nothing', async () => {
    const unpaid = await bookOnline(client, database.db);
    expect((await quoteOf(unpaid.tradeNo, unpaid.cookie)).can_apply).toBe(false);
    const refused = await api.apply({ trade_no: unpaid.tradeNo, reason: 'other' }, unpaid.cookie);
    expect([refused.status, refused.body.code]).toEqual([409, 1201]);

    const late = await paidOrder(client, database.db);
    await database.db
      .update(orders)
      .set({ pickupAt: new Date(Date.now() - HOUR) })
      .where(eq(orders.id, late.row.id));
    const quote = await quoteOf(late.tradeNo, late.cookie);
    // Nothing is refunded from the pick-up time on.
    expect(quote).toMatchObject({ refund: { payment: 0, local: 0 }, fee: quote.paid, can_apply: false });
    const after = await api.apply({ trade_no: late.tradeNo, reason: 'other' }, late.cookie);
    expect([after.status, after.body.code]).toEqual([409, 1201]);
    const written = await database.db
      .select()
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(eq(orders.tradeNo, unpaid.tradeNo));
    expect(written).toEqual([]);
  });

  it('revokes before REFUNDING, then allows a new application; the detail shows the newest', async () => {
    const order = await paidOrder(client, database.db);
    await api.apply({ trade_no: order.tradeNo, reason: 'change_of_plans' }, order.cookie);
    const revoked = await api.revoke(order.tradeNo, order.cookie);
    expect(revoked.body.code).toBe(200);
    const body = refundSchema.parse(revoked.body.data);
    expect(body.status).toBe('REVOKED');
    expect(body.store_clock).toEqual(LA_CLOCK);
    expect(body.can_revoke).toBe(false);
    expect(body.progress.map((step) => step.status)).toEqual(['REQUEST_REFUND', 'REVOKED']);

    const twice = await api.revoke(order.tradeNo, order.cookie);
    expect([twice.status, twice.body.code]).toEqual([409, 1202]);

    const reapplied = await api.apply({ trade_no: order.tradeNo, reason: 'other' }, order.cookie);
    expect(reapplied.body.code).toBe(200);
    const detail = refundSchema.parse((await api.detail(order.tradeNo, order.cookie)).body.data);
    expect(detail).toMatchObject({ status: 'REQUEST_REFUND', reason: 'other', store_clock: LA_CLOCK });

    // REFUNDING can no longer be revoked.
    await database.db
      .update(refunds)
      .set({ status: 'REFUNDING' })
      .where(and(eq(refunds.orderId, order.row.id), eq(refunds.status, 'REQUEST_REFUND')));
    const late = await api.revoke(order.tradeNo, order.cookie);
    expect([late.status, late.body.code]).toEqual([409, 1202]);
    const [still] = await database.db
      .select({ status: refunds.status })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.row.id), eq(refunds.reason, 'other')));
    expect(still!.status).toBe('REFUNDING');
  });

  it("lists the caller's refunds newest first, paged, and nobody else's", async () => {
    const me = await userSession(database.db);
    const first = await paidOrder(client, database.db);
    const second = await paidOrder(client, database.db);
    const stranger = await paidOrder(client, database.db);
    for (const order of [first, second]) {
      await database.db.update(orders).set({ userId: me.userId }).where(eq(orders.id, order.row.id));
    }
    expect((await api.apply({ trade_no: first.tradeNo, reason: 'other' }, me.cookie)).body.code).toBe(200);
    expect((await api.apply({ trade_no: second.tradeNo, reason: 'other' }, me.cookie)).body.code).toBe(200);
    expect(
      (await api.apply({ trade_no: stranger.tradeNo, reason: 'other' }, stranger.cookie)).body.code,
    ).toBe(200);

    const page1 = refundListSchema.parse((await api.list(me.cookie, 1, 1)).body.data);
    const page2 = refundListSchema.parse((await api.list(me.cookie, 2, 1)).body.data);
    expect(page1.total).toBe(2);
    expect([...page1.list, ...page2.list].map((refund) => refund.trade_no)).toEqual([
      second.tradeNo,
      first.tradeNo,
    ]);
    expect([...page1.list, ...page2.list].map((refund) => refund.store_clock)).toEqual([LA_CLOCK, LA_CLOCK]);
    const guest = refundListSchema.parse((await api.list(stranger.cookie)).body.data);
    expect(guest.list.map((refund) => refund.trade_no)).toEqual([stranger.tradeNo]);
    expect(refundListSchema.parse((await api.list()).body.data)).toMatchObject({ list: [], total: 0 });
  });

  it("answers another user's or guest's order and refund exactly like an unknown one, changing nothing", async () => {
    const victim = await paidOrder(client, database.db);
    await api.apply({ trade_no: victim.tradeNo, reason: 'other' }, victim.cookie);
    const otherGuest = await bookOnline(client, database.db);
    const otherUser = await userSession(database.db);
    const unknown = unknownTradeNo();
    const calls = {
      quote: (tradeNo: string, cookie?: string) => api.quote(tradeNo, cookie),
      detail: (tradeNo: string, cookie?: string) => api.detail(tradeNo, cookie),
      apply: (tradeNo: string, cookie?: string) => api.apply({ trade_no: tradeNo, reason: 'other' }, cookie),
      revoke: (tradeNo: string, cookie?: string) => api.revoke(tradeNo, cookie),
    };
    for (const call of Object.values(calls)) {
      for (const cookie of [otherGuest.cookie, otherUser.cookie, undefined]) {
        // The same status, code, message and data, and times of one class.
        await expectAnswersLikeUnknown((tradeNo) => call(tradeNo, cookie), victim.tradeNo, unknown);
      }
    }
    const detail = refundSchema.parse((await api.detail(victim.tradeNo, victim.cookie)).body.data);
    expect(detail.status).toBe('REQUEST_REFUND');
  });
});
