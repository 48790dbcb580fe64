import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { paymentStateSchema } from '@/lib/api/contract/payment';
import { gatewayMessageKey } from '@/lib/site/i18n/api-error-message';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zh from '@/messages/zh.json';
import zhHant from '@/messages/zh-hant.json';
import { orders, outboundMessages, payments, sandboxLedger } from '@/server/db/schema';
import { settlePendingPayments } from '@/server/domain/payment/settle';
import { sandboxAcquirer } from '@/server/providers/payment/sandbox';
import { TEST_CARDS } from '@/server/providers/payment/test-cards';
import { freshmanOff, query } from './booking-fixtures';
import { testClient, type TestClient } from './client';
import { databaseKinds, useApiDatabase } from './databases';
import { expectAnswersLikeUnknown } from './orders-fixtures';
import { bookOnline, postPay, randomVisa } from './payment-fixtures';
import { userSession } from './refunds-fixtures';

const MESSAGES = { en, th, zh, 'zh-hant': zhHant };

/** errors.payment.<key> of a language. */
function paymentText(lang: keyof typeof MESSAGES, key: string) {
  const [, name] = key.split('.');
  return (MESSAGES[lang].errors.payment as Record<string, string>)[name!];
}

describe.each(databaseKinds)('paying by card on %s', (kind) => {
  const { database } = useApiDatabase(kind, { poolSize: 20 });
  let client: TestClient;

  beforeAll(async () => {
    await freshmanOff(database.db);
    // Pending charges settle as soon as they are asked about: the tests choose when by asking.
    client = testClient(database.db, { gateway: sandboxAcquirer(database.db, { settleAfterMs: 0 }) });
  });

  const statusOf = async (tradeNo: string, cookie: string) => {
    const answer = await client.get(`/payment/get_payment_status?${query({ trade_no: tradeNo })}`, {
      Cookie: cookie,
    });
    return {
      status: answer.status,
      body: answer.body,
      state: paymentStateSchema.safeParse(answer.body.data),
    };
  };

  it('answers every declining test card with its code, and a text for it in four languages', async () => {
    const order = await bookOnline(client, database.db);
    const declining = TEST_CARDS.filter((card) =>
      ['decline', 'network_failure'].includes(card.behaviour.kind),
    );
    expect(declining.length).toBe(17);
    for (const card of declining) {
      const { status, body } = await postPay(
        client,
        order.tradeNo,
        { card_number: card.number },
        { cookie: order.cookie },
      );
      expect(status).toBe(200);
      const state = paymentStateSchema.parse(body.data);
      const code = card.behaviour.kind === 'decline' ? card.behaviour.code : 'network';
      expect({ card: card.number, status: state.payment?.status, code: state.payment?.code }).toEqual({
        card: card.number,
        status: 'failed',
        code,
      });
      expect(state).toMatchObject({ order_status: 'CREATE_ORDER', payment_status: 'NOT_PAY' });
      expect(state.payment?.card_brand).toBe(card.brand);
      const key = gatewayMessageKey(code);
      expect(key).toBe(
        code === '9999' ? 'payment.other' : code === 'network' ? 'payment.network' : `payment.code_${code}`,
      );
      const texts = (['en', 'th', 'zh', 'zh-hant'] as const).map((lang) => paymentText(lang, key));
      expect(texts.every((text) => typeof text === 'string' && text.length > 3)).toBe(true);
      expect(new Set(texts).size).toBe(4);
    }
    expect(paymentText('th', 'payment.code_3084')).toBe('ยอดเงินคงเหลือไม่เพียงพอ กรุณาใช้บัตรใบอื่น');
    // The order is still waiting; nothing was taken.
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.row.id));
    expect(row).toMatchObject({ status: 'CREATE_ORDER', paymentStatus: 'NOT_PAY' });
  });

  it.each(TEST_CARDS.filter((card) => card.behaviour.kind === 'approve'))(
    'pays with the $brand test card $number: CONFIRMED (confirm_now) / HAD_PAID, the stored total, a receipt',
    async (card) => {
      const order = await bookOnline(client, database.db, { currency: 'CNY' });
      const { body } = await postPay(
        client,
        order.tradeNo,
        { card_number: card.number.replace(/(\d{4})(?=\d)/g, '$1 ') },
        // A changed amount in the request is ignored: the stored online total is charged.
        { cookie: order.cookie, extra: { amount: '1', total: '0.01', currency: 'USD' } },
      );
      const state = paymentStateSchema.parse(body.data);
      expect(state).toMatchObject({ order_status: 'CONFIRMED', payment_status: 'HAD_PAID' });
      expect(state.payment).toMatchObject({
        status: 'succeeded',
        code: null,
        card_last4: card.number.slice(-4),
      });
      expect(state.payment?.amount).toEqual(order.online);
      const [charge] = await database.db
        .select()
        .from(sandboxLedger)
        .where(eq(sandboxLedger.reference, state.payment!.payment_no));
      expect(charge).toMatchObject({
        kind: 'charge',
        status: 'approved',
        amountMinor: order.online.payment,
        currency: 'CNY',
      });
      const mail = await database.db
        .select()
        .from(outboundMessages)
        .where(eq(outboundMessages.orderId, order.row.id));
      expect(mail.map((message) => message.kind).sort()).toEqual(['order_confirmation', 'payment_receipt']);
      const receipt = mail.find((message) => message.kind === 'payment_receipt')!;
      expect(JSON.stringify(receipt.payload)).toContain(order.tradeNo);
      expect(JSON.stringify(receipt.payload)).toContain(card.number.slice(-4));
      // When it was paid, on the pick-up store's clock (LAX01) with the zone named, as the voucher says it.
      expect(order.row.storeCode).toBe('LAX01');
      expect(JSON.stringify(receipt.payload)).toMatch(/\(Los Angeles time, UTC−0[78]:00\)/);
      expect(JSON.stringify(receipt.payload)).not.toMatch(/ UTC(?![+−])/);
    },
  );

  it('refuses a paid, an expired and a cancelled order, and a stranger, writing nothing', async () => {
    const paid = await bookOnline(client, database.db);
    expect(
      (await postPay(client, paid.tradeNo, { card_number: randomVisa() }, { cookie: paid.cookie })).status,
    ).toBe(200);
    const again = await postPay(client, paid.tradeNo, { card_number: randomVisa() }, { cookie: paid.cookie });
    expect([again.status, again.body.code]).toEqual([409, 1102]);

    const expired = await bookOnline(client, database.db);
    await database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, expired.row.id));
    const late = await postPay(
      client,
      expired.tradeNo,
      { card_number: randomVisa() },
      { cookie: expired.cookie },
    );
    expect([late.status, late.body.code]).toEqual([409, 1101]);

    const cancelled = await bookOnline(client, database.db);
    await database.db.update(orders).set({ status: 'CANCEL' }).where(eq(orders.id, cancelled.row.id));
    const gone = await postPay(
      client,
      cancelled.tradeNo,
      { card_number: randomVisa() },
      { cookie: cancelled.cookie },
    );
    expect([gone.status, gone.body.code]).toEqual([409, 1103]);

    const stranger = await postPay(client, cancelled.tradeNo, { card_number: randomVisa() });
    expect(stranger.status).toBe(404);
    const attempts = await database.db.select().from(payments).where(eq(payments.orderId, expired.row.id));
    expect(attempts).toEqual([]);
  });

  it('answers another guest, another user and no session on an order exactly like an unknown order, charging nothing', async () => {
    const victim = await bookOnline(client, database.db);
    const otherGuest = await bookOnline(client, database.db);
    const otherUser = await userSession(database.db);
    const card = randomVisa();
    for (const cookie of [otherGuest.cookie, otherUser.cookie, undefined]) {
      await expectAnswersLikeUnknown(
        (tradeNo) => postPay(client, tradeNo, { card_number: card }, { cookie }),
        victim.tradeNo,
      );
    }
    expect(await database.db.select().from(payments).where(eq(payments.orderId, victim.row.id))).toEqual([]);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, victim.row.id));
    expect(row).toMatchObject({ status: 'CREATE_ORDER', paymentStatus: 'NOT_PAY' });
  });

  it('refuses an invalid card with -1 and the fields, before anything is written', async () => {
    const order = await bookOnline(client, database.db);
    const { status, body } = await postPay(
      client,
      order.tradeNo,
      { card_number: '4111111111111112', expiry: '01/20', cvv: '12', holder_name: '' },
      { cookie: order.cookie },
    );
    expect([status, body.code]).toEqual([400, -1]);
    const fields = [
      ...new Set((body.data as { fields: { path: string }[] }).fields.map((field) => field.path)),
    ].sort();
    expect(fields).toEqual(['card_number', 'cvv', 'expiry', 'holder_name']);
    expect(await database.db.select().from(payments).where(eq(payments.orderId, order.row.id))).toEqual([]);
  });

  it('settles a pending (3200) payment to paid by a status poll, and to failed by the job', async () => {
    const toPaid = await bookOnline(client, database.db);
    const first = await postPay(
      client,
      toPaid.tradeNo,
      { card_number: '4000320000000004' },
      { cookie: toPaid.cookie },
    );
    expect(paymentStateSchema.parse(first.body.data)).toMatchObject({
      order_status: 'CREATE_ORDER',
      payment: { status: 'pending', code: '3200' },
    });
    // A second card while the first is pending is refused: one live attempt per order.
    const second = await postPay(
      client,
      toPaid.tradeNo,
      { card_number: randomVisa() },
      { cookie: toPaid.cookie },
    );
    expect(second.body.code).toBe(1105);
    const polled = await statusOf(toPaid.tradeNo, toPaid.cookie);
    expect(polled.state.data).toMatchObject({
      order_status: 'CONFIRMED',
      payment_status: 'HAD_PAID',
      payment: { status: 'succeeded' },
    });

    const toFailed = await bookOnline(client, database.db);
    await postPay(client, toFailed.tradeNo, { card_number: '5100320000000018' }, { cookie: toFailed.cookie });
    // The sweep leaves an order with a pending payment alone, even past its 30 minutes.
    expect(
      await settlePendingPayments(
        database.db,
        sandboxAcquirer(database.db, { settleAfterMs: 0 }),
        new Date(),
      ),
    ).toBeGreaterThanOrEqual(1);
    const settled = await statusOf(toFailed.tradeNo, toFailed.cookie);
    expect(settled.state.data).toMatchObject({
      order_status: 'CREATE_ORDER',
      payment_status: 'NOT_PAY',
      payment: { status: 'failed', code: '3020' },
    });
    // Failed: the traveller may try again, and a good card pays.
    const retry = await postPay(
      client,
      toFailed.tradeNo,
      { card_number: randomVisa() },
      { cookie: toFailed.cookie },
    );
    expect(paymentStateSchema.parse(retry.body.data).payment_status).toBe('HAD_PAID');
  });

  it('gives one charge and 50 equal answers to 50 simultaneous calls with one key, and one charge across keys', async () => {
    const order = await bookOnline(client, database.db);
    const key = randomUUID();
    const card = randomVisa();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        postPay(client, order.tradeNo, { card_number: card }, { cookie: order.cookie, key }),
      ),
    );
    // The same answer to all (the replayed ones come back from jsonb, so compare values, not text).
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(paymentStateSchema.parse(answers[0]!.body.data).payment_status).toBe('HAD_PAID');

    const other = await bookOnline(client, database.db);
    const tabs = await Promise.all(
      Array.from({ length: 50 }, () =>
        postPay(client, other.tradeNo, { card_number: randomVisa() }, { cookie: other.cookie }),
      ),
    );
    // One pays; every other tab is told the order is paid (all codes compared, so a failure names the odd one).
    const codes = tabs.map((answer) => `${answer.body.code} ${answer.body.msg}`);
    expect(codes.filter((code) => code.startsWith('200 ')).length).toBe(1);
    expect(codes.filter((code) => !code.startsWith('200 ') && !code.startsWith('1102 '))).toEqual([]);

    for (const one of [order, other]) {
      const attempts = await database.db.select().from(payments).where(eq(payments.orderId, one.row.id));
      expect(attempts.map((attempt) => attempt.status)).toEqual(['succeeded']);
      const charges = await database.db
        .select()
        .from(sandboxLedger)
        .where(eq(sandboxLedger.reference, attempts[0]!.id));
      expect(charges.length).toBe(1);
    }
  });

  it('refunds no more than was charged, once per key', async () => {
    const gateway = sandboxAcquirer(database.db, { settleAfterMs: 0 });
    const order = await bookOnline(client, database.db);
    const { body } = await postPay(
      client,
      order.tradeNo,
      { card_number: randomVisa() },
      { cookie: order.cookie },
    );
    const [charge] = await database.db
      .select()
      .from(sandboxLedger)
      .where(eq(sandboxLedger.reference, paymentStateSchema.parse(body.data).payment!.payment_no));
    const now = new Date();
    const half = Math.floor(charge!.amountMinor / 2);
    expect(await gateway.refund(charge!.id, { key: 'r1', amountMinor: half }, now)).toMatchObject({
      status: 'refunded',
    });
    expect(await gateway.refund(charge!.id, { key: 'r1', amountMinor: half }, now)).toMatchObject({
      status: 'refunded',
    });
    expect(await gateway.refund(charge!.id, { key: 'r2', amountMinor: charge!.amountMinor }, now)).toEqual({
      status: 'refused',
      reason: 'over_refund',
    });
    const refunds = await database.db
      .select()
      .from(sandboxLedger)
      .where(eq(sandboxLedger.chargeId, charge!.id));
    expect(refunds.map((refund) => refund.amountMinor)).toEqual([half]);
  });
});
