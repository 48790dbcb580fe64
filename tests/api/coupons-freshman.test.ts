import { setTimeout as sleep } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orders } from '@/server/db/schema';
import { isFirstBooking } from '@/server/domain/booking/first-booking';
import { phoneKey } from '@/server/domain/verification/phone-key';
import { testClient, type TestClient } from './client';
import { freshmanOff, postBooking, prepareBooking } from './booking-fixtures';
import { newUser, withCoupon, type TestUser } from './coupons-fixtures';
import { databaseKinds, openTestDatabase, type TestDatabase } from './databases';
import { on } from './la-clock';
import { temporaryOutbox } from './verification-fixtures';

/** The freshman event: a 9.5-fold discount on a new user's first order, while the event is active. */
describe.each(databaseKinds)('the freshman discount on %s', (kind) => {
  let database: TestDatabase;
  let outbox: Awaited<ReturnType<typeof temporaryOutbox>>;
  let client: TestClient;
  let day = 0;
  const nextDates = () => {
    day += 4;
    return { from: on(20 + day), to: on(23 + day) };
  };

  const open = async () => {
    database = await openTestDatabase(kind);
    outbox = await temporaryOutbox();
    client = testClient(database.db, { messages: outbox.provider });
  };
  const close = async () => {
    await database.close();
    await outbox.remove();
  };
  const book = (user: TestUser | null, fields: Record<string, unknown>) =>
    postBooking(client, fields, user ? { cookie: user.cookie, userId: user.userId } : {});
  const freshmanOf = async (tradeNo: unknown) => {
    const [row] = await database.db
      .select({ freshman: orders.freshman, bill: orders.bill, id: orders.id })
      .from(orders)
      .where(eq(orders.tradeNo, String(tradeNo)));
    return row!;
  };

  describe('while the event is active (as seeded)', () => {
    beforeAll(open);
    afterAll(close);

    it('gives a new user’s first order 5% off, and not their second, whatever phone it uses', async () => {
      const user = await newUser(client, outbox.dir);
      const first = await prepareBooking(client, database.db, { ...nextDates(), freshman: true });
      expect(Number(first.detail.booking.freshman_rate)).toBe(0.95);
      expect(first.bill.promotions.map((line) => line.code)).toEqual(['freshman']);
      const booked = await book(user, first.fields);
      expect(booked.body.code).toBe(200);
      expect(await freshmanOf(booked.body.data!.trade_no)).toMatchObject({ freshman: true });

      // Another phone does not make the account new again: priced with the discount, the total is refused.
      const second = await prepareBooking(client, database.db, { ...nextDates(), freshman: true });
      expect((await book(user, second.fields)).body.code).toBe(1005);
      const full = await prepareBooking(client, database.db, { ...nextDates(), freshman: false });
      const paidInFull = await book(user, full.fields);
      expect(paidInFull.body.code).toBe(200);
      expect(await freshmanOf(paidInFull.body.data!.trade_no)).toMatchObject({ freshman: false });
    });

    it('counts only orders that happened: after a cancelled first order the user is still new', async () => {
      const user = await newUser(client, outbox.dir);
      const first = await prepareBooking(client, database.db, { ...nextDates(), freshman: true });
      const booked = await book(user, first.fields);
      const order = await freshmanOf(booked.body.data!.trade_no);
      expect(
        await isFirstBooking(database.db, { phone: `86${first.phone}`, userId: user.userId }, new Date()),
      ).toBe(false);
      await database.db.update(orders).set({ status: 'CANCEL' }).where(eq(orders.id, order.id));
      const again = await prepareBooking(client, database.db, { ...nextDates(), freshman: true });
      expect((await book(user, again.fields)).body.code).toBe(200);
    });

    it('answers 50 parallel sends of a new phone’s first booking with one key with one order and 50 identical answers', async () => {
      // Issue 35: priced before the key was claimed, a send that came after the first had committed
      // found the phone no longer new and answered 1005 'the price has changed' beside the order.
      const first = await prepareBooking(client, database.db, { ...nextDates(), freshman: true });
      expect(first.bill.promotions.map((line) => line.code)).toEqual(['freshman']);
      const key = randomUUID();
      // Spread over the time one booking takes, as clicks and retries are: some arrive while the
      // first is being written, some after it committed.
      const answers = await Promise.all(
        Array.from({ length: 50 }, async (_, index) => {
          await sleep(index * 4);
          return postBooking(client, first.fields, { key, userId: 'g_double_click' });
        }),
      );
      const [answer] = answers;
      expect(answer!.status).toBe(200);
      expect(answers.map((each) => [each.status, each.body])).toEqual(answers.map(() => [200, answer!.body]));
      const tradeNo = String(answer!.body.data!.trade_no);
      expect(await freshmanOf(tradeNo)).toMatchObject({ freshman: true });
      const made = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.contactPhone, phoneKey(first.areaCode, first.phone)));
      expect(made).toHaveLength(1);
    });

    it('keeps the phone rule for a guest; a coupon that applies takes the freshman discount’s place', async () => {
      const guest = await prepareBooking(client, database.db, { ...nextDates(), freshman: true });
      expect((await book(null, guest.fields)).body.code).toBe(200);
      // The same phone again is not new.
      const again = await prepareBooking(client, database.db, {
        ...nextDates(),
        phone: guest.phone,
        freshman: true,
      });
      expect((await book(null, again.fields)).body.code).toBe(1005);

      const user = await newUser(client, outbox.dir);
      const week = await prepareBooking(client, database.db, { from: on(90), to: on(97) });
      const both = await withCoupon(client, week, 'WELCOME10', true);
      // lib/bill: one promotion, the coupon when it applies, else the freshman discount.
      expect(both.bill.promotions.map((line) => line.code)).toEqual(['coupon']);
      const booked = await book(user, both.fields);
      expect(booked.body.code).toBe(200);
      expect(await freshmanOf(booked.body.data!.trade_no)).toMatchObject({ freshman: false });
    });
  });

  describe('while the event is switched off', () => {
    beforeAll(async () => {
      await open();
      await freshmanOff(database.db);
    });
    afterAll(close);

    it('gives a new user no discount', async () => {
      const user = await newUser(client, outbox.dir);
      const priced = await prepareBooking(client, database.db, { ...nextDates(), freshman: true });
      expect(priced.detail.booking.freshman_rate).toBeNull();
      expect(priced.bill.promotions).toEqual([]);
      const booked = await book(user, priced.fields);
      expect(booked.body.code).toBe(200);
      expect(await freshmanOf(booked.body.data!.trade_no)).toMatchObject({ freshman: false });
    });
  });
});
