import { and, eq } from 'drizzle-orm';
import { createdOrderSchema } from '@/lib/api/contract/booking';
import { orders, userCoupons } from '@/server/db/schema';
import { expireOverdueOrders } from '@/server/domain/booking/expiry';
import { returnCoupon } from '@/server/domain/coupons/wallet';
import { bookingRowCounts, postBooking, prepareBooking } from './booking-fixtures';
import { addCoupon, listCoupons, newUser, withCoupon, type TestUser } from './coupons-fixtures';
import { databaseKinds, useApiDatabase } from './databases';
import { on } from './la-clock';

describe.each(databaseKinds)('booking with a coupon on %s', (kind) => {
  const { database, client, outbox } = useApiDatabase(kind, { outbox: true, freshman: false });
  // Each booking a week of its own, so bookings never compete for a car (WELCOME10 needs over US$100).
  let week = 0;
  const nextWeek = () => {
    week += 1;
    return { from: on(30 + week * 8), to: on(37 + week * 8) };
  };

  const book = (user: TestUser | null, fields: Record<string, unknown>) =>
    postBooking(client, fields, user ? { cookie: user.cookie, userId: user.userId } : {});

  async function walletRow(user: TestUser, code: string) {
    const [row] = await database.db
      .select()
      .from(userCoupons)
      .where(and(eq(userCoupons.userId, user.userId), eq(userCoupons.couponCode, code)));
    return row;
  }

  async function orderId(tradeNo: unknown) {
    const [row] = await database.db
      .select({ id: orders.id, couponCode: orders.couponCode })
      .from(orders)
      .where(eq(orders.tradeNo, String(tradeNo)));
    return row!;
  }

  it('asks a guest to log in, and writes nothing', async () => {
    const booking = await prepareBooking(client, database.db, nextWeek());
    const { fields } = await withCoupon(client, booking, 'WELCOME10');
    const before = await bookingRowCounts(database.db);
    const { status, body } = await book(null, fields);
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 1027, msg: 'Please log in to use a coupon' });
    expect(await bookingRowCounts(database.db)).toEqual(before);
  });

  it('refuses a code that is unknown, of another country or below its lower limit, adding nothing to the wallet', async () => {
    const user = await newUser(client, outbox.dir);
    const booking = await prepareBooking(client, database.db, nextWeek());
    const cheap = await prepareBooking(client, database.db, {
      from: on(29),
      to: on(30),
      planGroup: 'basic_service',
    });
    const before = await bookingRowCounts(database.db);
    expect((await book(user, { ...booking.fields, coupon_code: 'NOSUCHCODE' })).body.code).toBe(1010);
    expect((await book(user, { ...booking.fields, coupon_code: 'THAI500' })).body.code).toBe(1010);
    const below = await book(user, { ...cheap.fields, coupon_code: 'WELCOME10' });
    expect(below.body).toMatchObject({ code: 1011, data: { less_limit: { amount: 100, currency: 'USD' } } });
    expect(await bookingRowCounts(database.db)).toEqual(before);
    expect(await listCoupons(client, user)).toEqual([]);
  });

  it('uses a typed code once: it joins the wallet as used on the order, and a second booking with it is refused', async () => {
    const user = await newUser(client, outbox.dir);
    const first = await withCoupon(
      client,
      await prepareBooking(client, database.db, nextWeek()),
      'WELCOME10',
    );
    expect(first.bill.promotions.map((line) => line.code)).toEqual(['coupon']);
    const booked = await book(user, first.fields);
    expect(booked.status).toBe(200);
    const created = createdOrderSchema.parse(booked.body.data);
    expect(created.total).toEqual(first.bill.totalBillPrice);
    const order = await orderId(created.trade_no);
    expect(order.couponCode).toBe('WELCOME10');
    expect(await walletRow(user, 'WELCOME10')).toMatchObject({ status: 'used', usedOrderId: order.id });
    expect(await listCoupons(client, user, 'used')).toEqual([
      expect.objectContaining({ code: 'WELCOME10', used_at: expect.any(String) }),
    ]);

    const second = await withCoupon(
      client,
      await prepareBooking(client, database.db, nextWeek()),
      'WELCOME10',
    );
    const before = await bookingRowCounts(database.db);
    const again = await book(user, second.fields);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 1026, msg: 'This coupon has already been used' });
    expect(await bookingRowCounts(database.db)).toEqual(before);
    // Adding it again is refused as well: it is in the wallet already.
    expect((await addCoupon(client, user, 'WELCOME10')).body.code).toBe(1010);
  });

  it('uses a coupon from the wallet on exactly one of five simultaneous bookings', async () => {
    const user = await newUser(client, outbox.dir);
    expect((await addCoupon(client, user, 'WELCOME10')).body.code).toBe(200);
    const racers = [];
    for (let i = 0; i < 5; i++) {
      racers.push(
        await withCoupon(client, await prepareBooking(client, database.db, nextWeek()), 'WELCOME10'),
      );
    }
    const answers = await Promise.all(racers.map((racer) => book(user, racer.fields)));
    expect(answers.map((answer) => answer.body.code).sort((x, y) => x - y)).toEqual([
      200, 1026, 1026, 1026, 1026,
    ]);
    const winner = answers.find((answer) => answer.body.code === 200)!;
    const order = await orderId(winner.body.data!.trade_no);
    expect(await walletRow(user, 'WELCOME10')).toMatchObject({ status: 'used', usedOrderId: order.id });
    const mine = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, user.userId), eq(orders.couponCode, 'WELCOME10')));
    expect(mine).toHaveLength(1);
  });

  it('gives the coupon back when the unpaid order expires, and never for a paid one', async () => {
    const user = await newUser(client, outbox.dir);
    const prepaid = await withCoupon(
      client,
      await prepareBooking(client, database.db, { ...nextWeek(), payMode: 'full_prepaid' }),
      'WELCOME10',
    );
    const booked = await book(user, prepaid.fields);
    expect(booked.body.code).toBe(200);
    const created = createdOrderSchema.parse(booked.body.data);
    expect((await walletRow(user, 'WELCOME10'))!.status).toBe('used');

    const afterExpiry = new Date(Date.parse(created.expires_at!) + 60_000);
    expect(await expireOverdueOrders(database.db, afterExpiry)).toBeGreaterThanOrEqual(1);
    expect(await walletRow(user, 'WELCOME10')).toMatchObject({
      status: 'valid',
      usedOrderId: null,
      usedAt: null,
    });
    expect((await listCoupons(client, user, 'valid')).map((c) => c.code)).toEqual(['WELCOME10']);

    // Back in the wallet: it books again, and this order's payment keeps it used.
    const again = await withCoupon(
      client,
      await prepareBooking(client, database.db, nextWeek()),
      'WELCOME10',
    );
    const rebooked = await book(user, again.fields);
    expect(rebooked.body.code).toBe(200);
    const order = await orderId(rebooked.body.data!.trade_no);
    await database.db.update(orders).set({ paymentStatus: 'HAD_PAID' }).where(eq(orders.id, order.id));
    expect(await database.db.transaction((tx) => returnCoupon(tx, order.id))).toBe(false);
    expect(await walletRow(user, 'WELCOME10')).toMatchObject({ status: 'used', usedOrderId: order.id });
  });

  it('gives the coupon back when the traveller cancels the unpaid order', async () => {
    const user = await newUser(client, outbox.dir);
    const counter = await withCoupon(
      client,
      await prepareBooking(client, database.db, nextWeek()),
      'WELCOME10',
    );
    const booked = await book(user, counter.fields);
    expect(booked.body.code).toBe(200);
    expect((await walletRow(user, 'WELCOME10'))!.status).toBe('used');
    const cancelled = await client.postForm(
      '/order/cancel',
      { trade_no: String(booked.body.data!.trade_no) },
      { Cookie: user.cookie },
    );
    expect(cancelled.body.code).toBe(200);
    expect(await walletRow(user, 'WELCOME10')).toMatchObject({ status: 'valid', usedOrderId: null });
  });

  it('keeps each user’s coupon their own: another user’s use neither shows nor spends it', async () => {
    const alice = await newUser(client, outbox.dir);
    const bob = await newUser(client, outbox.dir);
    expect((await addCoupon(client, bob, 'WELCOME10')).body.code).toBe(200);
    const aliceBooking = await withCoupon(
      client,
      await prepareBooking(client, database.db, nextWeek()),
      'WELCOME10',
    );
    expect((await book(alice, aliceBooking.fields)).body.code).toBe(200);
    // Bob's coupon is untouched and only his; Alice's used one is not in his list.
    expect(await listCoupons(client, bob)).toEqual([
      expect.objectContaining({ code: 'WELCOME10', status: 'valid' }),
    ]);
    expect((await walletRow(bob, 'WELCOME10'))!.usedOrderId).toBeNull();
    const bobBooking = await withCoupon(
      client,
      await prepareBooking(client, database.db, nextWeek()),
      'WELCOME10',
    );
    const booked = await book(bob, bobBooking.fields);
    expect(booked.body.code).toBe(200);
    const bobOrder = await orderId(booked.body.data!.trade_no);
    expect((await walletRow(bob, 'WELCOME10'))!.usedOrderId).toBe(bobOrder.id);
    expect((await walletRow(alice, 'WELCOME10'))!.usedOrderId).not.toBe(bobOrder.id);
    expect(await listCoupons(client, alice)).toHaveLength(1);
  });
});
