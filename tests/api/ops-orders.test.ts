import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { opsOrderSearchSchema } from '@/lib/api/contract/ops-orders';
import { orderSchema } from '@/lib/api/contract/booking';
import { refundSchema } from '@/lib/api/contract/refunds';
import { bookings, orders, outboundMessages, refunds, sandboxLedger } from '@/server/db/schema';
import { query } from './booking-fixtures';
import { databaseKinds, useApiDatabase } from './databases';
import { on } from './la-clock';
import { actionCount, actionFile, actionsOf, fileOf, moveToStore, opsApi } from './ops-fixtures';
import { bookAsGuest, expectAnswersLikeUnknown, UNKNOWN_TRADE_NO } from './orders-fixtures';
import { paidOrder, refundApi } from './refunds-fixtures';
import { staffOfEveryRole } from './staff-fixtures';

const letters = () => Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

describe.each(databaseKinds)('customer service’s orders on %s', (kind) => {
  const { database, client } = useApiDatabase(kind, { freshman: false, poolSize: 20 });
  const api = opsApi(client);
  let staff: Awaited<ReturnType<typeof staffOfEveryRole>>;
  const cs = () => staff.customer_service.headers;
  let trip = 0;
  /** A guest's pay-at-the-counter booking (NORMAL, NOT_PAY) at LAX01, on days of its own. */
  const book = () => {
    const start = 24 + (trip++ % 60) * 3;
    return bookAsGuest(client, database.db, { from: on(start), to: on(start + 2) });
  };
  const travellerDetail = (tradeNo: string, cookie: string) =>
    client.get(`/order/get_order_detail?${query({ trade_no: tradeNo })}`, { Cookie: cookie });

  beforeAll(async () => {
    staff = await staffOfEveryRole(database.db);
  });

  it('finds orders by phone, e-mail, name, number, store, pick-up days and status; newest first, paged', async () => {
    const a = await book();
    const b = await book();
    const hidden = await book();
    const test = await book();
    const surname = `Qz${letters()}`;
    const email = `Mixed.${letters()}@Example.com`;
    await database.db
      .update(orders)
      .set({ drivers: [{ ...a.order.drivers[0]!, sur_name: surname }], contactEmail: email })
      .where(eq(orders.id, a.order.id));
    await moveToStore(database.db, b.order.id, 'SFO01');
    await database.db.update(orders).set({ deletedAt: new Date() }).where(eq(orders.id, hidden.order.id));
    await database.db.update(orders).set({ status: 'TEST' }).where(eq(orders.id, test.order.id));

    const found = async (fields: Record<string, string | number>, headers = cs()) => {
      const answer = await api.search(fields, headers);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const page = opsOrderSearchSchema.parse(answer.body.data);
      return { numbers: page.list.map((line) => line.trade_no), page };
    };

    expect((await found({ phone: `${a.areaCode}${a.phone}` })).numbers).toEqual([a.tradeNo]);
    expect((await found({ phone: a.phone })).numbers).toEqual([a.tradeNo]);
    expect(
      (await found({ phone: `+${a.areaCode} ${a.phone.slice(0, 3)}-${a.phone.slice(3)}` })).numbers,
    ).toEqual([a.tradeNo]);
    expect((await found({ email: email.toLowerCase() })).numbers).toEqual([a.tradeNo]);
    expect((await found({ name: surname.slice(1).toUpperCase() })).numbers).toEqual([a.tradeNo]);
    expect((await found({ name: `wei ${surname.toLowerCase()}` })).numbers).toEqual([a.tradeNo]);
    expect((await found({ name: '%' })).numbers).toEqual([]);
    expect((await found({ trade_no: a.tradeNo.slice(0, 8) })).numbers).toContain(a.tradeNo);
    expect((await found({ trade_no: a.tradeNo })).page).toMatchObject({ total: 1 });

    expect((await found({ store_code: 'sfo01', phone: b.phone })).numbers).toEqual([b.tradeNo]);
    expect((await found({ store_code: 'LAX01', phone: b.phone })).numbers).toEqual([]);

    const day = a.order.pickupWall.slice(0, 10);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect((await found({ pickup_from: day, pickup_to: day, phone: a.phone })).numbers).toEqual([a.tradeNo]);
    expect((await found({ pickup_from: next, phone: a.phone })).numbers).toEqual([]);
    expect((await found({ pickup_to: next, phone: a.phone })).numbers).toEqual([a.tradeNo]);
    expect((await found({ status: a.order.status, phone: a.phone })).numbers).toEqual([a.tradeNo]);
    expect((await found({ status: 'CANCEL', phone: a.phone })).numbers).toEqual([]);

    // TEST orders never show; a deleted one only by its number.
    expect((await found({ phone: test.phone })).numbers).toEqual([]);
    expect((await found({ trade_no: test.tradeNo })).numbers).toEqual([]);
    expect((await found({ phone: hidden.phone })).numbers).toEqual([]);
    const byNumber = await found({ trade_no: hidden.tradeNo });
    expect(byNumber.page.list).toMatchObject([{ trade_no: hidden.tradeNo, deleted: true }]);

    // Newest first and paged, with the total.
    const all = await found({ name: '张伟', page_size: 100 });
    expect(all.numbers.indexOf(b.tradeNo)).toBeLessThan(all.numbers.indexOf(a.tradeNo));
    const first = await found({ name: '张伟', page_size: 1, page: 1 });
    const second = await found({ name: '张伟', page_size: 1, page: 2 });
    expect(first.page.total).toBe(all.page.total);
    expect(first.page.list).toHaveLength(1);
    expect([...first.numbers, ...second.numbers]).toEqual(all.numbers.slice(0, 2));

    // The store role (LAX01) finds only its store's orders.
    expect((await found({ phone: b.phone }, staff.store.headers)).numbers).toEqual([]);
    expect((await found({ phone: a.phone }, staff.store.headers)).numbers).toEqual([a.tradeNo]);
    const storeAll = await found({ name: '张伟', page_size: 100 }, staff.store.headers);
    expect(storeAll.page.list.every((line) => line.store_code === 'LAX01')).toBe(true);

    for (const bad of [
      { phone: 'abc' },
      { phone: '12' },
      { pickup_from: next, pickup_to: day },
      { pickup_from: '2026-1-1' },
      { status: 'BOGUS' },
      { trade_no: '12ab' },
      { page_size: 0 },
    ]) {
      const answer = await api.search(bad, cs());
      expect({ bad, status: answer.status, code: answer.body.code }).toEqual({ bad, status: 400, code: -1 });
    }
  });

  it('confirms, notes, resends and cancels an unpaid order, one audit row each; refused actions write none', async () => {
    const order = await book();
    expect(order.order.status).toBe('NORMAL');
    const member = staff.customer_service.member;

    const confirmed = actionFile(
      (await api.confirm({ trade_no: order.tradeNo, pickup_no: 'pk-2041' }, cs())).body,
    );
    expect(confirmed).toMatchObject({ action: 'order_confirm', from: 'NORMAL', to: 'CONFIRMED' });
    expect(confirmed.file.order).toMatchObject({ status: 'CONFIRMED', pickup_no: 'PK-2041' });
    let rows = await actionsOf(database.db, order.order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'order_confirm',
      operator: member.name,
      staffId: member.id,
      before: { status: 'NORMAL', pickup_no: null },
      after: { status: 'CONFIRMED', pickup_no: 'PK-2041' },
    });

    // The traveller's own order page reads CONFIRMED with the pick-up number.
    const seen = orderSchema.parse((await travellerDetail(order.tradeNo, order.cookie)).body.data);
    expect(seen).toMatchObject({ status: 'CONFIRMED', pickup_no: 'PK-2041' });

    // Confirming again is refused and changes nothing.
    const again = await api.confirm({ trade_no: order.tradeNo }, cs());
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 1121 });
    expect(await actionCount(database.db, order.order.id)).toBe(1);

    const noteBody = `Traveller called ${letters()}: arrives late`;
    const noted = actionFile((await api.note({ trade_no: order.tradeNo, body: noteBody }, cs())).body);
    expect(noted.file.notes).toMatchObject([{ author: member.name, body: noteBody }]);
    rows = await actionsOf(database.db, order.order.id);
    expect(rows.at(-1)).toMatchObject({
      action: 'note_add',
      staffId: member.id,
      after: { note_id: noted.file.notes[0]!.id },
    });
    expect(JSON.stringify((await travellerDetail(order.tradeNo, order.cookie)).body)).not.toContain(noteBody);
    expect((await api.note({ trade_no: order.tradeNo, body: '   ' }, cs())).body.code).toBe(-1);

    const messages = async () =>
      Number(
        (
          await database.db
            .select({ n: count() })
            .from(outboundMessages)
            .where(
              and(
                eq(outboundMessages.orderId, order.order.id),
                eq(outboundMessages.kind, 'order_confirmation'),
              ),
            )
        )[0]!.n,
      );
    const sentBefore = await messages();
    const resent = actionFile((await api.resend(order.tradeNo, cs())).body);
    expect(await messages()).toBe(sentBefore + 1);
    expect(resent.file.messages.filter((message) => message.kind === 'order_confirmation')).toHaveLength(
      sentBefore + 1,
    );
    expect(await actionCount(database.db, order.order.id)).toBe(3);

    const cancelled = actionFile(
      (await api.cancel({ trade_no: order.tradeNo, reason: 'The traveller asked by phone' }, cs())).body,
    );
    expect(cancelled).toMatchObject({ action: 'order_cancel', from: 'CONFIRMED', to: 'CANCEL' });
    const held = await database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.orderId, order.order.id), isNull(bookings.releasedAt)));
    expect(held).toHaveLength(0);
    rows = await actionsOf(database.db, order.order.id);
    expect(rows).toHaveLength(4);
    expect(rows.at(-1)).toMatchObject({
      action: 'order_cancel',
      staffId: member.id,
      reason: 'The traveller asked by phone',
      before: { status: 'CONFIRMED', payment_status: 'NOT_PAY' },
      after: { status: 'CANCEL' },
    });
    expect(cancelled.file.can).toEqual({
      confirm: false,
      cancel: false,
      resend_confirmation: false,
      note: true,
    });
    expect(cancelled.file.actions.map((action) => [action.action, action.operator])).toEqual([
      ['order_confirm', member.name],
      ['note_add', member.name],
      ['order_resend_confirmation', member.name],
      ['order_cancel', member.name],
    ]);

    // A cancelled order: confirm, cancel and resend are refused, write nothing, change nothing.
    const [before] = await database.db.select().from(orders).where(eq(orders.id, order.order.id));
    for (const refused of [
      await api.confirm({ trade_no: order.tradeNo }, cs()),
      await api.cancel({ trade_no: order.tradeNo, reason: 'again' }, cs()),
      await api.resend(order.tradeNo, cs()),
    ]) {
      expect(refused.status).toBe(409);
    }
    expect(await actionCount(database.db, order.order.id)).toBe(4);
    const [after] = await database.db.select().from(orders).where(eq(orders.id, order.order.id));
    expect(after).toEqual(before);

    // Bad input changes nothing either.
    expect((await api.confirm({ trade_no: order.tradeNo, pickup_no: 'no spaces!' }, cs())).body.code).toBe(
      -1,
    );
    expect((await api.cancel({ trade_no: order.tradeNo, reason: '' }, cs())).body.code).toBe(-1);
    expect((await api.detail('12ab', cs())).body.code).toBe(-1);
    expect(await actionCount(database.db, order.order.id)).toBe(4);
  });

  it('cancels a paid order for the traveller through one refund at the policy’s quote', async () => {
    const order = await paidOrder(client, database.db);
    const before = fileOf((await api.detail(order.tradeNo, cs())).body);
    expect(before.payments).toMatchObject([
      { status: 'succeeded', card: expect.stringMatching(/^Visa •••• \d{4}$/) },
    ]);
    expect(before.ledger.map((entry) => entry.kind)).toEqual(['charge']);
    expect(before.can.cancel).toBe(true);
    expect(before.messages.map((message) => message.kind)).toContain('order_confirmation');

    const cancelled = actionFile(
      (await api.cancel({ trade_no: order.tradeNo, reason: 'Flight cancelled' }, cs())).body,
    );
    expect(cancelled).toMatchObject({ action: 'order_cancel', to: 'CANCEL' });
    expect(cancelled.file.order.status).toBe('CANCEL');
    const [refund] = await database.db.select().from(refunds).where(eq(refunds.orderId, order.row.id));
    expect(refund!.status).toBe('COMPLETE_REFUND');
    const back = await database.db
      .select()
      .from(sandboxLedger)
      .where(and(eq(sandboxLedger.kind, 'refund'), eq(sandboxLedger.reference, refund!.id)));
    expect(back).toHaveLength(1);
    expect(back[0]!.amountMinor).toBe(refund!.quote!.refund.payment);
    expect(cancelled.file.ledger.map((entry) => entry.kind)).toEqual(['charge', 'refund']);
    expect(cancelled.file.refunds).toMatchObject([{ status: 'COMPLETE_REFUND' }]);
    // Two steps, each in its own transaction: the refund opened and approved, then completed.
    const rows = await actionsOf(database.db, order.row.id);
    expect(rows.map((row) => [row.action, row.staffId])).toEqual([
      ['order_cancel', staff.customer_service.member.id],
      ['refund_complete', staff.customer_service.member.id],
    ]);
    expect(rows[0]).toMatchObject({
      reason: 'Flight cancelled',
      before: { payment_status: 'HAD_PAID', refund_status: null },
      after: { refund_status: 'REFUNDING' },
    });

    // The traveller reads the refund's progress; asking again refunds nothing more.
    const progress = refundSchema.parse(
      (await refundApi(client).detail(order.tradeNo, order.cookie)).body.data,
    );
    expect(progress.progress.map((step) => step.status)).toEqual([
      'REQUEST_REFUND',
      'REFUNDING',
      'COMPLETE_REFUND',
    ]);
    const again = await api.cancel({ trade_no: order.tradeNo, reason: 'again' }, cs());
    expect(again.status).toBe(409);
    expect(await actionCount(database.db, order.row.id)).toBe(2);
    const [ledger] = await database.db
      .select({ n: count() })
      .from(sandboxLedger)
      .where(and(eq(sandboxLedger.kind, 'refund'), eq(sandboxLedger.reference, refund!.id)));
    expect(Number(ledger!.n)).toBe(1);
  });

  it('answers a store role on another store’s order exactly as on an unknown one, and writes nothing', async () => {
    const own = await book();
    const other = await book();
    await moveToStore(database.db, other.order.id, 'SFO01');
    const store = staff.store.headers;
    expect((await api.detail(own.tradeNo, store)).status).toBe(200);
    await expectAnswersLikeUnknown((tradeNo) => api.detail(tradeNo, store), other.tradeNo);
    for (const call of [
      (tradeNo: string) => api.confirm({ trade_no: tradeNo }, store),
      (tradeNo: string) => api.note({ trade_no: tradeNo, body: 'peek' }, store),
    ]) {
      const unknown = await call(UNKNOWN_TRADE_NO);
      const theirs = await call(other.tradeNo);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(unknown.body);
    }
    // A store role may not cancel or resend at all, whichever store.
    expect((await api.cancel({ trade_no: own.tradeNo, reason: 'x' }, store)).status).toBe(403);
    expect(await actionCount(database.db, other.order.id)).toBe(0);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, other.order.id));
    expect(row).toMatchObject({ status: 'NORMAL', pickupNo: null });
    // Customer service reaches every store.
    expect((await api.detail(other.tradeNo, cs())).status).toBe(200);
  });
});
