import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { orderSchema } from '@/lib/api/contract/booking';
import { orderChangeListSchema, orderChangedSchema } from '@/lib/api/contract/order-change';
import { paymentStateSchema } from '@/lib/api/contract/payment';
import { toMinor } from '@/lib/money';
import {
  bookings,
  chargeRefunds,
  orderChanges,
  orders,
  outboundMessages,
  payments,
  sandboxLedger,
} from '@/server/db/schema';
import { lapseUnpaidChanges } from '@/server/domain/changes/awaiting-payment';
import { approveRefund } from '@/server/domain/operators/refunds';
import { sandboxAcquirer } from '@/server/providers/payment/sandbox';
import { freshmanOff } from './booking-fixtures';
import { bookToChange, changeApi } from './change-fixtures';
import { databaseKinds, useApiDatabase } from './databases';
import { on } from './la-clock';
import { postPay, randomVisa } from './payment-fixtures';
import { refundApi } from './refunds-fixtures';

const DECLINED = '4000308400000005';

/**
 * Issue 32 item 4: a dearer change of a booking paid online waits for its difference, the new car
 * held beside the old; paid, the change is made and the cards hold the new total; unpaid, it lapses
 * and the booking stands; a cancellation refund afterwards goes back across both charges.
 */
describe.each(databaseKinds)('paying the difference of a change on %s', (kind) => {
  const { database, client } = useApiDatabase(kind, { poolSize: 20 });
  const api = changeApi(client);
  const db = () => database.db;

  beforeAll(async () => {
    await freshmanOff(database.db);
  });

  const liveHolds = async (orderId: string) =>
    db()
      .select({ id: bookings.id, during: sql<string>`${bookings.during}::text` })
      .from(bookings)
      .where(and(eq(bookings.orderId, orderId), isNull(bookings.releasedAt)));
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const changeRow = async (id: string) =>
    (await db().select().from(orderChanges).where(eq(orderChanges.id, id)))[0]!;
  const detail = async (tradeNo: string, cookie: string) =>
    orderSchema.parse(
      (await client.get(`/order/get_order_detail?trade_no=${tradeNo}`, { Cookie: cookie })).body.data,
    );
  const chargesOf = async (orderId: string) =>
    db()
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));

  /** A paid booking and a confirmed change two days longer: its answer, awaiting payment. */
  async function dearerChange() {
    const order = await bookToChange(client, db(), { payMode: 'full_prepaid', pay: true });
    const form = { trade_no: order.tradeNo, drop_off_date_time: on(order.trip.start + 5) };
    const quote = await api.quoted(form, order.cookie);
    expect(quote.money.to_pay_online.payment).toBeGreaterThan(0);
    const answer = await api.confirm(api.confirmForm(form, quote), order.cookie);
    expect(answer.body.code).toBe(200);
    return { order, form, quote, changed: orderChangedSchema.parse(answer.body.data) };
  }

  it('holds the new car beside the old and leaves the booking as it is until the difference is paid', async () => {
    const { order, quote, changed } = await dearerChange();
    expect(changed.status).toBe('awaiting_payment');
    expect(changed.to_pay_online).toEqual(quote.money.to_pay_online);
    expect(changed.pay_by).not.toBeNull();
    // The booking is unchanged; two holds, the old one and the new one.
    const row = await orderRow(order.row.id);
    expect(row.dropoffWall).toBe(order.row.dropoffWall);
    expect(row.bill).toEqual(order.row.bill);
    expect(row.changeCount).toBe(0);
    expect(await liveHolds(order.row.id)).toHaveLength(2);
    // The order page is told what waits, and the change list shows nothing made yet.
    const shown = await detail(order.tradeNo, order.cookie);
    expect(shown.changes.awaiting).toMatchObject({
      change_id: changed.change_id,
      to_pay_online: quote.money.to_pay_online,
      new_total: quote.new_bill.totalBillPrice,
    });
    expect(
      orderChangeListSchema.parse((await api.list(order.tradeNo, order.cookie)).body.data).list,
    ).toHaveLength(0);
  });

  it('makes the change once the difference is paid: one more charge of exactly the difference, one e-mail', async () => {
    const { order, quote, changed } = await dearerChange();
    // A declined card first: nothing changes, the change still waits.
    const declined = await postPay(
      client,
      order.tradeNo,
      { card_number: DECLINED },
      { cookie: order.cookie },
    );
    expect(paymentStateSchema.parse(declined.body.data).payment?.status).toBe('failed');
    expect((await changeRow(changed.change_id)).status).toBe('awaiting_payment');
    // Paid with a good card, the same key sent five times at once: one charge.
    const key = randomUUID();
    const card = { card_number: randomVisa() };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postPay(client, order.tradeNo, card, { cookie: order.cookie, key })),
    );
    const states = answers.map((answer) => paymentStateSchema.parse(answer.body.data));
    expect(new Set(states.map((state) => state.payment?.payment_no)).size).toBe(1);
    expect(states[0]!.payment).toMatchObject({
      status: 'succeeded',
      change_id: changed.change_id,
      amount: quote.money.to_pay_online,
    });
    const charges = await chargesOf(order.row.id);
    expect(charges).toHaveLength(2);
    const units = order.row.bill.currencies.payment.minorUnits;
    const difference = charges.find((charge) => charge.changeId === changed.change_id)!;
    expect(toMinor(difference.amount, units)).toBe(quote.money.to_pay_online.payment);
    // The booking is changed: new return, new bill, one hold, the change recorded and listed.
    const row = await orderRow(order.row.id);
    expect(row.dropoffWall).toBe(quote.rent_info.drop_off_date_time);
    expect(row.bill.totalBillPrice).toEqual(quote.new_bill.totalBillPrice);
    expect(row.changeCount).toBe(1);
    const holds = await liveHolds(order.row.id);
    expect(holds).toHaveLength(1);
    expect(holds[0]!.during).toContain(row.dropoffAt.toISOString().slice(0, 10));
    expect(await changeRow(changed.change_id)).toMatchObject({ status: 'applied', sequence: 1 });
    expect(
      orderChangeListSchema.parse((await api.list(order.tradeNo, order.cookie)).body.data).list,
    ).toHaveLength(1);
    expect((await detail(order.tradeNo, order.cookie)).changes.awaiting).toBeNull();
    const mail = await db()
      .select({ kind: outboundMessages.kind })
      .from(outboundMessages)
      .where(eq(outboundMessages.orderId, order.row.id));
    expect(mail.filter((message) => message.kind === 'order_changed')).toHaveLength(1);
    // Paying again: nothing waits any more.
    const again = await postPay(
      client,
      order.tradeNo,
      { card_number: randomVisa() },
      { cookie: order.cookie },
    );
    expect(again.body.code).not.toBe(200);
    expect(await chargesOf(order.row.id)).toHaveLength(2);
  });

  it('50 parallel confirms with one key make one change, and 50 parallel pays with one key one charge of the difference', async () => {
    const order = await bookToChange(client, db(), { payMode: 'full_prepaid', pay: true });
    const form = { trade_no: order.tradeNo, drop_off_date_time: on(order.trip.start + 5) };
    const quote = await api.quoted(form, order.cookie);
    const confirmKey = randomUUID();
    const confirms = await Promise.all(
      Array.from({ length: 50 }, () => api.confirm(api.confirmForm(form, quote), order.cookie, confirmKey)),
    );
    const made = confirms.filter((answer) => answer.body.code === 200);
    expect(made.length).toBeGreaterThan(0);
    const ids = new Set(made.map((answer) => orderChangedSchema.parse(answer.body.data).change_id));
    expect(ids.size).toBe(1);
    const rows = await db().select().from(orderChanges).where(eq(orderChanges.orderId, order.row.id));
    expect(rows).toHaveLength(1);
    expect(await liveHolds(order.row.id)).toHaveLength(2);

    const payKey = randomUUID();
    const card = { card_number: randomVisa() };
    const pays = await Promise.all(
      Array.from({ length: 50 }, () =>
        postPay(client, order.tradeNo, card, { cookie: order.cookie, key: payKey }),
      ),
    );
    const paid = pays.filter((answer) => answer.body.code === 200);
    expect(paid.length).toBeGreaterThan(0);
    expect(
      new Set(paid.map((answer) => paymentStateSchema.parse(answer.body.data).payment?.payment_no)).size,
    ).toBe(1);
    const charges = await chargesOf(order.row.id);
    expect(charges.filter((charge) => charge.changeId === rows[0]!.id)).toHaveLength(1);
    const ledger = await db().select().from(sandboxLedger).where(eq(sandboxLedger.kind, 'charge'));
    expect(ledger.filter((row) => charges.some((charge) => charge.id === row.reference))).toHaveLength(2);
    expect((await orderRow(order.row.id)).changeCount).toBe(1);
    expect(await liveHolds(order.row.id)).toHaveLength(1);
  });

  it('lapses unpaid at the end of the window: the new car is released and the booking stands', async () => {
    const { order, changed } = await dearerChange();
    // Nobody pays; the window ends.
    await db()
      .update(orderChanges)
      .set({ payBy: new Date(Date.now() - 1000) })
      .where(eq(orderChanges.id, changed.change_id));
    expect((await detail(order.tradeNo, order.cookie)).changes.awaiting).toBeNull();
    const late = await postPay(
      client,
      order.tradeNo,
      { card_number: randomVisa() },
      { cookie: order.cookie },
    );
    expect(late.body.code).not.toBe(200);
    expect(await lapseUnpaidChanges(db(), new Date())).toBeGreaterThanOrEqual(1);
    expect((await changeRow(changed.change_id)).status).toBe('lapsed');
    expect(await liveHolds(order.row.id)).toHaveLength(1);
    const row = await orderRow(order.row.id);
    expect(row.dropoffWall).toBe(order.row.dropoffWall);
    expect(row.changeCount).toBe(0);
    expect(await chargesOf(order.row.id)).toHaveLength(1);
  });

  it('replaces a change still waiting with the next one, releasing its car', async () => {
    const { order, changed } = await dearerChange();
    const form = { trade_no: order.tradeNo, drop_off_date_time: on(order.trip.start + 4) };
    const quote = await api.quoted(form, order.cookie);
    const second = orderChangedSchema.parse(
      (await api.confirm(api.confirmForm(form, quote), order.cookie)).body.data,
    );
    expect(second.status).toBe('awaiting_payment');
    expect((await changeRow(changed.change_id)).status).toBe('lapsed');
    expect(await liveHolds(order.row.id)).toHaveLength(2);
    expect((await detail(order.tradeNo, order.cookie)).changes.awaiting?.change_id).toBe(second.change_id);
  });

  it("takes one more day of the last car free by moving the booking's own hold, and puts it back if unpaid", async () => {
    const order = await bookToChange(client, db(), { payMode: 'full_prepaid', pay: true });
    const [booked] = await liveHolds(order.row.id);
    // Every other unit of the car taken from a day before the trip to two days after it (the
    // file's trips are five days apart): only the booking's own is left.
    const from = new Date(order.row.pickupAt.getTime() - 86_400_000).toISOString();
    const to = new Date(order.row.dropoffAt.getTime() + 2 * 86_400_000).toISOString();
    const blocked = await db().execute(sql`
      insert into ${bookings} (fleet_unit_id, during)
      select u.id, tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)')
      from fleet_units u
      where u.sku_id = ${order.row.skuId} and u.active
        and not exists (select 1 from bookings b where b.fleet_unit_id = u.id and b.released_at is null
          and b.during && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)'))
      returning id`);
    const blockers = (blocked as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
    try {
      // A day later and a day longer does not cover the booked dates: nothing free, nothing written.
      const shifted = {
        trade_no: order.tradeNo,
        pickup_date_time: on(order.trip.start + 1),
        drop_off_date_time: on(order.trip.start + 5),
      };
      const shiftedQuote = await api.quoted(shifted, order.cookie);
      expect(shiftedQuote.money.to_pay_online.payment).toBeGreaterThan(0);
      const refused = await api.confirm(api.confirmForm(shifted, shiftedQuote), order.cookie);
      expect(refused.body.code).toBe(1001);
      expect(await liveHolds(order.row.id)).toEqual([booked]);
      // One more day: the booking's own hold moves onto the longer rental while the change waits.
      const longer = { trade_no: order.tradeNo, drop_off_date_time: on(order.trip.start + 4) };
      const quote = await api.quoted(longer, order.cookie);
      const answer = await api.confirm(api.confirmForm(longer, quote), order.cookie);
      const changed = orderChangedSchema.parse(answer.body.data);
      expect(changed.status).toBe('awaiting_payment');
      const moved = await liveHolds(order.row.id);
      expect(moved).toHaveLength(1);
      expect(moved[0]!.during).not.toBe(booked!.during);
      // Unpaid: the change lapses and the booked range is held again, on the same unit.
      await db()
        .update(orderChanges)
        .set({ payBy: new Date(Date.now() - 1000) })
        .where(eq(orderChanges.id, changed.change_id));
      await lapseUnpaidChanges(db(), new Date());
      const restored = await liveHolds(order.row.id);
      expect(restored.map(({ during }) => during)).toEqual([booked!.during]);
      expect((await orderRow(order.row.id)).dropoffWall).toBe(order.row.dropoffWall);
    } finally {
      if (blockers.length > 0) {
        await db()
          .update(bookings)
          .set({ releasedAt: new Date() })
          .where(sql`${bookings.id} in (${sql.join(blockers, sql`, `)})`);
      }
    }
  });

  it('sends a cancellation refund back across both charges, none beyond what each holds', async () => {
    const { order } = await dearerChange();
    await postPay(client, order.tradeNo, { card_number: randomVisa() }, { cookie: order.cookie });
    const charges = await chargesOf(order.row.id);
    expect(charges).toHaveLength(2);
    const quote = await refundApi(client).quote(order.tradeNo, order.cookie);
    const units = order.row.bill.currencies.payment.minorUnits;
    const charged = charges.reduce((sum, charge) => sum + toMinor(charge.amount, units), 0);
    const refundQuote = quote.body.data as { paid: { payment: number }; refund: { payment: number } };
    expect(refundQuote.paid.payment).toBe(charged);
    const applied = await refundApi(client).apply(
      { trade_no: order.tradeNo, reason: 'change_of_plans' },
      order.cookie,
    );
    expect(applied.body.code).toBe(200);
    await approveRefund(
      db(),
      { operator: 'cs-amy', now: new Date() },
      sandboxAcquirer(db(), { settleAfterMs: 0 }),
      order.tradeNo,
    );
    const parts = await db()
      .select()
      .from(chargeRefunds)
      .where(
        sql`${chargeRefunds.paymentId} in (${sql.join(
          charges.map((charge) => sql`${charge.id}::uuid`),
          sql`, `,
        )})`,
      );
    expect(parts.reduce((sum, part) => sum + part.amountMinor, 0)).toBe(refundQuote.refund.payment);
    for (const charge of charges) {
      const back = parts.filter((part) => part.paymentId === charge.id);
      expect(back.reduce((sum, part) => sum + part.amountMinor, 0)).toBeLessThanOrEqual(
        toMinor(charge.amount, units),
      );
    }
    // The acquirer's own books agree: refunds against those charges add up to the refund.
    const ledger = await db().select().from(sandboxLedger).where(eq(sandboxLedger.kind, 'refund'));
    const refs = new Set(parts.map((part) => part.gatewayRef));
    expect(ledger.filter((row) => refs.has(row.id)).reduce((sum, row) => sum + row.amountMinor, 0)).toBe(
      refundQuote.refund.payment,
    );
  });
});
