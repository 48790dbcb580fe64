import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { orderChangeListSchema, orderChangedSchema } from '@/lib/api/contract/order-change';
import {
  bookings,
  fleetUnits,
  orderChanges,
  orders,
  outboundMessages,
  sandboxLedger,
  skus,
} from '@/server/db/schema';
import { holdFreeUnit } from '@/server/domain/holds';
import { freshmanOff, postBooking, prepareBooking, provePhone, readDetail } from './booking-fixtures';
import { bookToChange, changeApi } from './change-fixtures';
import { refundApi } from './refunds-fixtures';
import { databaseKinds, useApiDatabase } from './databases';
import { interval, on } from './la-clock';

describe.each(databaseKinds)('changing a booking on %s', (kind) => {
  const { database, client } = useApiDatabase(kind, { poolSize: 30 });
  const api = changeApi(client);
  const db = () => database.db;

  beforeAll(async () => {
    await freshmanOff(database.db);
  });

  const liveHolds = async (orderId: string) =>
    db()
      .select({ id: bookings.id, unit: bookings.fleetUnitId, during: sql<string>`${bookings.during}::text` })
      .from(bookings)
      .where(and(eq(bookings.orderId, orderId), isNull(bookings.releasedAt)));
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const changeRows = async (orderId: string) =>
    db().select().from(orderChanges).where(eq(orderChanges.orderId, orderId));
  /** Another car of LAX01 than the booking's (the list's next one), for 'a bigger car'. */
  const otherSku = async (skuId: number) => {
    const [other] = await db()
      .select({ id: skus.id })
      .from(skus)
      .where(and(eq(skus.storeCode, 'LAX01'), eq(skus.active, true), sql`${skus.id} <> ${skuId}`))
      .limit(1);
    return other!.id;
  };

  it('quotes one more day at the counter with the fee and writes nothing; the confirm moves the hold and keeps the number', async () => {
    const order = await bookToChange(client, db());
    const [before] = await liveHolds(order.row.id);
    const messagesBefore = await db().select({ n: count() }).from(outboundMessages);
    const form = { trade_no: order.tradeNo, drop_off_date_time: on(order.trip.start + 4) };
    const quote = await api.quoted(form, order.cookie);

    expect(quote.changed).toEqual(['dates']);
    expect(quote.new_bill.baseSetBill.rentDays).toBe(order.row.rentDays + 1);
    // Basic protection takes US$25 a change (no free_modification), as the bill's own line.
    expect(quote.fee.payment).toBe(2500);
    expect(quote.new_bill.otherLines.find((line) => line.code === 'change_fee')!.total.payment).toBe(2500);
    expect(quote.difference.payment).toBe(
      quote.new_bill.totalBillPrice.payment - order.row.bill.totalBillPrice.payment,
    );
    expect(quote.money.at_counter.payment).toBe(
      quote.new_bill.offlinePrice.payment + quote.new_bill.notInBillPrice.payment,
    );
    expect(quote.money.to_refund.payment).toBe(0);
    // Nothing written: the hold, the order and the outbox are as they were.
    expect(await liveHolds(order.row.id)).toEqual([before]);
    expect((await orderRow(order.row.id)).changeCount).toBe(0);
    expect(await db().select({ n: count() }).from(outboundMessages)).toEqual(messagesBefore);

    const confirmed = await api.confirm(api.confirmForm(form, quote), order.cookie);
    expect(confirmed.body.code).toBe(200);
    const changed = orderChangedSchema.parse(confirmed.body.data);
    expect(changed).toMatchObject({ trade_no: order.tradeNo, sequence: 1 });
    const row = await orderRow(order.row.id);
    expect(row.tradeNo).toBe(order.tradeNo);
    expect(row.dropoffWall).toBe(form.drop_off_date_time);
    expect(row.bill.totalBillPrice).toEqual(quote.new_bill.totalBillPrice);
    expect(row.changeCount).toBe(1);
    const holds = await liveHolds(order.row.id);
    expect(holds).toHaveLength(1);
    expect(holds[0]!.during).not.toBe(before!.during);
    const [record] = await changeRows(order.row.id);
    expect(record).toMatchObject({ sequence: 1, changed: ['dates'] });
    expect(record!.before.dropoffWall).toBe(order.row.dropoffWall);
    expect(record!.after.dropoffWall).toBe(form.drop_off_date_time);
    // The 'booking changed' e-mail, with the calendar file of SEQUENCE 1.
    const [mail] = await db()
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.orderId, order.row.id), eq(outboundMessages.kind, 'order_changed')));
    const ics = (mail!.payload as { attachments: { content: string; filename: string }[] }).attachments[0]!;
    expect(ics.filename).toBe(`rentcar-go-${order.tradeNo}.ics`);
    expect(Buffer.from(ics.content, 'base64').toString('utf8')).toContain('SEQUENCE:1');
    // The order page's list and the order's own answer.
    const list = orderChangeListSchema.parse((await api.list(order.tradeNo, order.cookie)).body.data);
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({ changed: ['dates'], fee: quote.fee });
  });

  it('gives one change and one answer to 50 parallel confirms with one key', async () => {
    const order = await bookToChange(client, db());
    const form = { trade_no: order.tradeNo, pickup_date_time: on(order.trip.start, '14:00') };
    const quote = await api.quoted(form, order.cookie);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => api.confirm(api.confirmForm(form, quote), order.cookie, key)),
    );
    const settled = answers.filter((answer) => answer.body.code !== 1018);
    expect(settled.length).toBeGreaterThan(0);
    // The same answer to all (a replay is read back from the database, its keys in another order).
    for (const answer of settled) expect(answer.body).toEqual(settled[0]!.body);
    expect(settled[0]!.body.code).toBe(200);
    expect(await changeRows(order.row.id)).toHaveLength(1);
    expect((await orderRow(order.row.id)).changeCount).toBe(1);
    expect(await liveHolds(order.row.id)).toHaveLength(1);
  });

  it('lets one of two different changes of one order at once win; the other changes nothing', async () => {
    const order = await bookToChange(client, db());
    const longer = { trade_no: order.tradeNo, drop_off_date_time: on(order.trip.start + 4) };
    const later = { trade_no: order.tradeNo, pickup_date_time: on(order.trip.start, '15:00') };
    const [a, b] = [await api.quoted(longer, order.cookie), await api.quoted(later, order.cookie)];
    const answers = await Promise.all([
      api.confirm(api.confirmForm(longer, a), order.cookie),
      api.confirm(api.confirmForm(later, b), order.cookie),
    ]);
    // The second to lock the order is judged on the first's result: its quote was of another
    // booking (1007, its search token no longer names the rental) or another price (1005).
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 1005 || code === 1007)).toHaveLength(1);
    expect(await changeRows(order.row.id)).toHaveLength(1);
    expect(await liveHolds(order.row.id)).toHaveLength(1);
  });

  it('races a change to another car against a new booking of its last free unit: exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await bookToChange(client, db());
      const target = await otherSku(order.row.skuId);
      const during = interval(order.row.pickupWall, order.row.dropoffWall);
      const units = await db()
        .select({ n: count() })
        .from(fleetUnits)
        .where(and(eq(fleetUnits.skuId, target), eq(fleetUnits.active, true)));
      let free = Number(units[0]!.n);
      // Other travellers hold every unit of the target car but one for those dates.
      while (free > 1 && (await holdFreeUnit(db(), target, during))) free -= 1;
      const form = { trade_no: order.tradeNo, sku_id: target };
      const quote = await api.quoted(form, order.cookie);
      const rival = await prepareBooking(client, db(), {
        skuId: target,
        from: order.row.pickupWall,
        to: order.row.dropoffWall,
      });
      const [change, booking] = await Promise.all([
        api.confirm(api.confirmForm(form, quote), order.cookie),
        postBooking(client, rival.fields, { userId: `g_rival_${randomUUID()}` }),
      ]);
      const codes = [change.body.code, booking.body.code];
      expect({ round, winners: codes.filter((code) => code === 200).length }).toEqual({ round, winners: 1 });
      expect(codes.filter((code) => code === 1001)).toHaveLength(1);
      const row = await orderRow(order.row.id);
      const holds = await liveHolds(order.row.id);
      expect(holds).toHaveLength(1);
      if (change.body.code === 200) expect(row.skuId).toBe(target);
      else {
        // The loser changed nothing: the same car, the same hold, no change record.
        expect(row.skuId).toBe(order.row.skuId);
        expect(await changeRows(order.row.id)).toHaveLength(0);
      }
    }
  });

  it('never leaves the order without a car, nor two, while it is changed again and again', async () => {
    const order = await bookToChange(client, db(), { planGroup: 'super_protection' });
    let changing = true;
    const seen = new Set<number>();
    const watcher = (async () => {
      while (changing) {
        seen.add((await liveHolds(order.row.id)).length);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    for (let step = 1; step <= 6; step++) {
      const form = { trade_no: order.tradeNo, drop_off_date_time: on(order.trip.start + 3, `1${step}:00`) };
      const quote = await api.quoted(form, order.cookie);
      // Super protection changes free (free_modification): no fee line.
      expect(quote.fee.payment).toBe(0);
      expect((await api.confirm(api.confirmForm(form, quote), order.cookie)).body.code).toBe(200);
    }
    changing = false;
    await watcher;
    expect([...seen]).toEqual([1]);
    expect((await orderRow(order.row.id)).changeCount).toBe(6);
  });

  it('refunds a lower prepaid total to the card exactly once, however often the confirm is sent', async () => {
    // Super protection changes free: one day shorter is refunded in full.
    const order = await bookToChange(client, db(), {
      payMode: 'full_prepaid',
      planGroup: 'super_protection',
      pay: true,
    });
    const form = { trade_no: order.tradeNo, drop_off_date_time: on(order.trip.start + 2) };
    const quote = await api.quoted(form, order.cookie);
    const saved = -quote.difference.payment;
    expect(saved).toBeGreaterThan(0);
    expect(quote.fee.payment).toBe(0);
    expect(quote.money.to_refund.payment).toBe(saved);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.confirm(api.confirmForm(form, quote), order.cookie, key)),
    );
    expect(answers.filter((answer) => answer.body.code === 200).length).toBeGreaterThan(0);
    // Once more, later, with the same key: the answer replays and nothing more goes back.
    await api.confirm(api.confirmForm(form, quote), order.cookie, key);
    const ledger = await db().select().from(sandboxLedger).where(eq(sandboxLedger.kind, 'refund'));
    const ours = ledger.filter((row) => row.reference.startsWith('change:'));
    const [record] = await changeRows(order.row.id);
    expect(ours.filter((row) => row.reference === `change:${record!.id}`)).toHaveLength(1);
    expect(ours.find((row) => row.reference === `change:${record!.id}`)!.amountMinor).toBe(saved);
    expect(record!.gatewayRefundRef).not.toBeNull();
  });

  it('refuses a confirm whose price changed after the quote (1005), and writes nothing', async () => {
    const order = await bookToChange(client, db());
    const form = { trade_no: order.tradeNo, drop_off_date_time: on(order.trip.start + 4) };
    const quote = await api.quoted(form, order.cookie);
    await db()
      .update(skus)
      .set({ dailyRate: sql`${skus.dailyRate} + 7` })
      .where(eq(skus.id, order.row.skuId));
    const answer = await api.confirm(api.confirmForm(form, quote), order.cookie);
    expect(answer.body.code).toBe(1005);
    expect(await changeRows(order.row.id)).toHaveLength(0);
    expect((await orderRow(order.row.id)).bill).toEqual(order.row.bill);
    await db()
      .update(skus)
      .set({ dailyRate: sql`${skus.dailyRate} - 7` })
      .where(eq(skus.id, order.row.skuId));
  });

  it('enforces the cut-off, the statuses and the pick-up time', async () => {
    // Pick-up within the package's 24 hours (the order's pick-up moved to 12 hours from now, so the
    // test holds whatever the time of day): change_closed.
    const soon = await bookToChange(client, db());
    await db()
      .update(orders)
      .set({ pickupAt: new Date(Date.now() + 12 * 3_600_000) })
      .where(eq(orders.id, soon.row.id));
    const flight = { trade_no: soon.tradeNo, flight_no: 'CX880' };
    const closed = await api.quote(flight, soon.cookie);
    expect(closed.body.code).toBe(1123);
    // A cancelled order: change_not_allowed.
    const cancelled = await bookToChange(client, db());
    await client.postForm('/order/cancel', { trade_no: cancelled.tradeNo }, { Cookie: cancelled.cookie });
    expect(
      (await api.quote({ trade_no: cancelled.tradeNo, flight_no: 'CX880' }, cancelled.cookie)).body.code,
    ).toBe(1122);
    // A refund in progress: change_not_allowed.
    const paid = await bookToChange(client, db(), { payMode: 'full_prepaid', pay: true });
    const applied = await refundApi(client).apply(
      { trade_no: paid.tradeNo, reason: 'flight_changed' },
      paid.cookie,
    );
    expect(applied.body.code).toBe(200);
    expect((await api.quote({ trade_no: paid.tradeNo, flight_no: 'CX880' }, paid.cookie)).body.code).toBe(
      1122,
    );
    // Past the pick-up time (the order made earlier, its pick-up now gone): change_not_allowed.
    const gone = await bookToChange(client, db());
    await db()
      .update(orders)
      .set({ pickupAt: new Date(Date.now() - 3_600_000) })
      .where(eq(orders.id, gone.row.id));
    expect((await api.quote({ trade_no: gone.tradeNo, flight_no: 'CX880' }, gone.cookie)).body.code).toBe(
      1122,
    );
    // Nothing different: change_nothing; another person's order: not found.
    const mine = await bookToChange(client, db());
    expect(
      (await api.quote({ trade_no: mine.tradeNo, flight_no: mine.row.flightNo }, mine.cookie)).body.code,
    ).toBe(1125);
    expect((await api.quote({ trade_no: mine.tradeNo, flight_no: 'CX880' }, soon.cookie)).status).toBe(404);
  });

  it('changes the flight and the contact alone without repricing or a fee', async () => {
    const order = await bookToChange(client, db());
    const form = {
      trade_no: order.tradeNo,
      flight_no: 'cx 880',
      contact_name: 'Li Na',
      contact_email: 'li.na@example.com',
    };
    const quote = await api.quoted(form, order.cookie);
    expect(quote.changed).toEqual(['flight_no', 'contact']);
    expect(quote.new_bill).toEqual(order.row.bill);
    expect(quote.fee.payment).toBe(0);
    const answer = await api.confirm(api.confirmForm(form, quote), order.cookie);
    expect(answer.body.code).toBe(200);
    const row = await orderRow(order.row.id);
    expect({ flight: row.flightNo, name: row.contact.name, email: row.contactEmail }).toEqual({
      flight: 'CX880',
      name: 'Li Na',
      email: 'li.na@example.com',
    });
    expect(await liveHolds(order.row.id)).toHaveLength(1);
  });

  it("names a second driver where the package includes one, and refuses one it doesn't", async () => {
    const second = { given_name: 'MEI', sur_name: 'CHEN', birthday: '1990-04-02', driver_license_type: 'hk' };
    // Full protection includes one additional driver: the change is taken, at no extra cost.
    const full = await bookToChange(client, db(), { planGroup: 'super_protection' });
    const form = { trade_no: full.tradeNo, drivers: JSON.stringify([...full.row.drivers, second]) };
    const quote = await api.quoted(form, full.cookie);
    expect(quote.changed).toEqual(['drivers']);
    const answer = await api.confirm(api.confirmForm(form, quote), full.cookie);
    expect(answer.body.code).toBe(200);
    expect((await orderRow(full.row.id)).drivers).toHaveLength(2);
    // Basic protection without the Additional driver extra: refused, nothing written.
    const basic = await bookToChange(client, db());
    const refused = await api.quote(
      { trade_no: basic.tradeNo, drivers: JSON.stringify([...basic.row.drivers, second]) },
      basic.cookie,
    );
    expect(refused.body.code).not.toBe(200);
    expect((await orderRow(basic.row.id)).drivers).toHaveLength(1);
  });

  it("takes a new mobile number only with its verification proof, and keeps it as the order's contact number (the one its lookup reads)", async () => {
    const order = await bookToChange(client, db());
    const phone = `139${String(Date.now()).slice(-8)}`;
    const form = { trade_no: order.tradeNo, contact_area_code: '86', contact_phone: phone };
    // No proof, or another number's: refused, nothing written.
    expect((await api.quote(form, order.cookie)).body.code).toBe(1012);
    const other = await provePhone(db(), '86', '13900000000');
    expect((await api.quote({ ...form, phone_token: other }, order.cookie)).body.code).toBe(1012);
    // The proof of the new number: a contact change, free.
    const token = await provePhone(db(), '86', phone);
    const withProof = { ...form, phone_token: token };
    const quote = await api.quoted(withProof, order.cookie);
    expect(quote.changed).toEqual(['contact']);
    expect(quote.fee.payment).toBe(0);
    expect((await api.confirm(api.confirmForm(withProof, quote), order.cookie)).body.code).toBe(200);
    const row = await orderRow(order.row.id);
    expect(row.contactPhone).toBe(`86${phone}`);
    expect(row.contact).toMatchObject({ contact_area_code: '86', contact_phone: phone });
  });

  it('keeps the way the booking is paid, and the car detail it is priced from', async () => {
    const order = await bookToChange(client, db());
    const detail = await readDetail(client, {
      pickup_location: 'LAX01',
      drop_off_location: 'LAX01',
      pickup_date_time: order.row.pickupWall,
      drop_off_date_time: order.row.dropoffWall,
      driver_age: '25-75',
      sku_id: order.row.skuId,
    });
    const prepaid = detail.car.packObj.basic_protection!.full_prepaid!.package_code_origin;
    const answer = await api.quote({ trade_no: order.tradeNo, package_code: prepaid }, order.cookie);
    expect(answer.body.code).toBe(-1);
  });
});
