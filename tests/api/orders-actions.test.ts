import { and, eq, isNull } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { orderSchema } from '@/lib/api/contract/booking';
import { orderListSchema } from '@/lib/api/contract/orders';
import { bookings, orders, outboundMessages, refunds } from '@/server/db/schema';
import { deliverDueMessages } from '@/server/jobs/deliver-messages';
import { readOutboxEmail } from '@/server/providers/messaging/outbox-files';
import { freshEmail, freshIp, signUpByEmail, tokenOf } from './account-fixtures';
import { postBooking, prepareBooking } from './booking-fixtures';
import { databaseKinds, useApiDatabase } from './databases';
import { bookAsGuest, expectAnswersLikeUnknown, postAs } from './orders-fixtures';
import { fakeClock, freshPhone } from './verification-fixtures';

/** Due for the delivery job whatever the database's clock says. */
const LATER = new Date('2035-01-01T00:00:00.000Z');

describe.each(databaseKinds)('order actions on %s', (kind) => {
  const { database, client, outbox } = useApiDatabase(kind, { outbox: true, freshman: false });

  const detail = (tradeNo: string, who: { cookie?: string; token?: string }) =>
    client.get(`/order/get_order_detail?trade_no=${tradeNo}`, {
      ...(who.cookie ? { cookie: who.cookie } : {}),
      ...(who.token ? { 'access-token': who.token } : {}),
    });
  const actionsOf = async (tradeNo: string, who: { cookie?: string; token?: string }) =>
    orderSchema.parse((await detail(tradeNo, who)).body.data).actions;
  const liveHolds = async (orderId: string) =>
    database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.orderId, orderId), isNull(bookings.releasedAt)));

  /** A user signed up by e-mail, with an order booked while logged in. */
  async function userWithOrder(options: Parameters<typeof prepareBooking>[2] = {}) {
    const token = await signUpByEmail(client, outbox.dir, freshEmail(), 'correct horse 1');
    const me = (await client.get('/user/info', { 'access-token': token })).body.data as { user_id: string };
    const booked = await bookAs(token, me.user_id, options);
    return { token, userId: me.user_id, tradeNo: booked };
  }
  async function bookAs(token: string, userId: string, options: Parameters<typeof prepareBooking>[2] = {}) {
    const booking = await prepareBooking(client, database.db, options);
    const booked = await postBooking(client, booking.fields, { cookie: `Auth=${token}`, userId });
    if (booked.body.code !== 200) throw new Error(JSON.stringify(booked.body));
    return String(booked.body.data!.trade_no);
  }

  describe('cancel and delete, as the state machine allows', () => {
    it('cancels an unpaid order before pick-up and releases its car, once', async () => {
      const order = await bookAsGuest(client, database.db);
      expect(await actionsOf(order.tradeNo, order)).toEqual(['cancel', 'change', 'bind']);
      expect(await liveHolds(order.order.id)).toHaveLength(1);

      const cancelled = await postAs(client, '/order/cancel', { trade_no: order.tradeNo }, order);
      expect(cancelled.body).toEqual({ code: 200, msg: 'success', data: { trade_no: order.tradeNo } });
      const [row] = await database.db.select().from(orders).where(eq(orders.id, order.order.id));
      expect(row!.status).toBe('CANCEL');
      expect(await liveHolds(order.order.id)).toHaveLength(0);
      expect(await actionsOf(order.tradeNo, order)).toEqual(['delete', 'bind']);

      const again = await postAs(client, '/order/cancel', { trade_no: order.tradeNo }, order);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe(1121);
    });

    it('cancels an online order waiting for its payment', async () => {
      const order = await bookAsGuest(client, database.db, { payMode: 'full_prepaid' });
      expect(order.order.status).toBe('CREATE_ORDER');
      expect(await actionsOf(order.tradeNo, order)).toEqual(['pay', 'cancel', 'change', 'bind']);
      expect((await postAs(client, '/order/cancel', { trade_no: order.tradeNo }, order)).body.code).toBe(200);
      const [row] = await database.db.select().from(orders).where(eq(orders.id, order.order.id));
      expect(row).toMatchObject({ status: 'CANCEL', expiresAt: null });
    });

    it('refuses to cancel a paid order, an expired one, or one past its pick-up, and changes nothing', async () => {
      const paid = await bookAsGuest(client, database.db);
      await database.db.update(orders).set({ paymentStatus: 'HAD_PAID' }).where(eq(orders.id, paid.order.id));
      const expired = await bookAsGuest(client, database.db, { payMode: 'full_prepaid' });
      await database.db
        .update(orders)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(orders.id, expired.order.id));
      const started = await bookAsGuest(client, database.db);
      await database.db
        .update(orders)
        .set({ pickupAt: new Date(Date.now() - 60_000) })
        .where(eq(orders.id, started.order.id));

      for (const order of [paid, expired, started]) {
        const before = await database.db.select().from(orders).where(eq(orders.id, order.order.id));
        const refused = await postAs(client, '/order/cancel', { trade_no: order.tradeNo }, order);
        expect(refused.status).toBe(409);
        expect(refused.body.code).toBe(1121);
        expect(await database.db.select().from(orders).where(eq(orders.id, order.order.id))).toEqual(before);
        expect(await liveHolds(order.order.id)).toHaveLength(1);
      }
      expect(await actionsOf(paid.tradeNo, paid)).toEqual(['change', 'bind', 'apply_refund']);
      expect(await actionsOf(expired.tradeNo, expired)).toEqual(['delete', 'bind']);
    });

    it('deletes only ended orders; a deleted order reads as unknown and leaves the list', async () => {
      const live = await bookAsGuest(client, database.db);
      const refused = await postAs(client, '/order/delete', { trade_no: live.tradeNo }, live);
      expect(refused.body.code).toBe(1121);

      const expired = await bookAsGuest(client, database.db, { payMode: 'full_prepaid' });
      await database.db
        .update(orders)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(orders.id, expired.order.id));
      expect((await postAs(client, '/order/delete', { trade_no: expired.tradeNo }, expired)).body.code).toBe(
        200,
      );
      expect((await detail(expired.tradeNo, expired)).body.code).toBe(404);
      expect((await postAs(client, '/order/delete', { trade_no: expired.tradeNo }, expired)).body.code).toBe(
        404,
      );

      await postAs(client, '/order/cancel', { trade_no: live.tradeNo }, live);
      expect((await postAs(client, '/order/delete', { trade_no: live.tradeNo }, live)).body.code).toBe(200);
      const list = orderListSchema.parse(
        (await client.get('/order/get_order_list', { cookie: live.cookie })).body.data,
      );
      expect(list.list).toEqual([]);
    });
  });

  describe('another person’s order reads exactly like an unknown one', () => {
    const compare = expectAnswersLikeUnknown;
    /** A well-formed bind request (its proof is never looked at: the order is not the caller's). */
    const bindForm = (tradeNo: string) => ({
      trade_no: tradeNo,
      area_code: '1',
      phone: '3105550000',
      phone_token: 'x',
    });

    it('for a guest: detail, cancel, delete and bind', async () => {
      const mine = await bookAsGuest(client, database.db);
      const theirs = await bookAsGuest(client, database.db);
      await compare((n) => detail(n, mine), theirs.tradeNo);
      await compare((n) => postAs(client, '/order/cancel', { trade_no: n }, mine), theirs.tradeNo);
      await compare((n) => postAs(client, '/order/delete', { trade_no: n }, mine), theirs.tradeNo);
      await compare((n) => postAs(client, '/order/bind', bindForm(n), mine), theirs.tradeNo);
      // Nothing happened to theirs.
      const [row] = await database.db.select().from(orders).where(eq(orders.id, theirs.order.id));
      expect(row).toMatchObject({ status: 'NORMAL', deletedAt: null, userId: null });
    });

    it('for the voucher: the owner downloads it, anyone else gets the unknown order’s answer', async () => {
      const mine = await bookAsGuest(client, database.db);
      const theirs = await bookAsGuest(client, database.db);
      const voucher = async (tradeNo: string, lang = 'zh') => {
        const response = await client.app.request(
          `/api/v1_1/order/get_voucher?trade_no=${tradeNo}&lang=${lang}`,
          { headers: { cookie: mine.cookie } },
        );
        const text = await response.text();
        return {
          status: response.status,
          body: response.status === 200 ? text : (JSON.parse(text) as unknown),
          response,
        };
      };
      const own = await voucher(mine.tradeNo);
      expect(own.status).toBe(200);
      expect(own.response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(own.response.headers.get('content-disposition')).toBe(
        `attachment; filename="voucher-${mine.tradeNo}.html"`,
      );
      expect(own.body).toContain(mine.tradeNo);
      expect(own.body).toContain('<html');
      await compare((n) => voucher(n), theirs.tradeNo);
    });

    it('for a user: another user’s order, and a guest’s', async () => {
      const me = await userWithOrder();
      const them = await userWithOrder();
      const guest = await bookAsGuest(client, database.db);
      for (const theirs of [them.tradeNo, guest.tradeNo]) {
        await compare((n) => detail(n, me), theirs);
        await compare((n) => postAs(client, '/order/cancel', { trade_no: n }, me), theirs);
        await compare((n) => postAs(client, '/order/delete', { trade_no: n }, me), theirs);
        await compare((n) => postAs(client, '/order/bind', bindForm(n), me), theirs);
      }
      // The guest's order is still nobody's account's.
      const [row] = await database.db.select().from(orders).where(eq(orders.id, guest.order.id));
      expect(row).toMatchObject({ userId: null, deletedAt: null });
      expect((await detail(them.tradeNo, them)).body.code).toBe(200);
    });

    it('for a caller with no session', async () => {
      const theirs = await bookAsGuest(client, database.db);
      await compare((n) => detail(n, {}), theirs.tradeNo);
      await compare((n) => postAs(client, '/order/cancel', { trade_no: n }), theirs.tradeNo);
      await compare((n) => postAs(client, '/order/delete', { trade_no: n }), theirs.tradeNo);
      await compare((n) => postAs(client, '/order/bind', bindForm(n)), theirs.tradeNo);
      const [row] = await database.db.select().from(orders).where(eq(orders.id, theirs.order.id));
      expect(row).toMatchObject({ status: 'NORMAL', deletedAt: null, userId: null });
    });
  });

  describe('the order list', () => {
    it('lists a user’s orders newest first, a page at a time, never TEST or deleted ones', async () => {
      const me = await userWithOrder();
      const second = await bookAs(me.token, me.userId, { carIndex: 1 });
      const third = await bookAs(me.token, me.userId, { carIndex: 2 });
      const hidden = await bookAs(me.token, me.userId, { carIndex: 3 });
      await database.db.update(orders).set({ status: 'TEST' }).where(eq(orders.tradeNo, hidden));
      const auth = { 'access-token': me.token };

      const page1 = orderListSchema.parse(
        (await client.get('/order/get_order_list?page_size=2', auth)).body.data,
      );
      expect(page1.total).toBe(3);
      expect(page1.list.map((o) => o.trade_no)).toEqual([third, second]);
      const page2 = orderListSchema.parse(
        (await client.get('/order/get_order_list?page_size=2&page=2', auth)).body.data,
      );
      expect(page2.list.map((o) => o.trade_no)).toEqual([me.tradeNo]);
      expect(page2.list[0]).toMatchObject({
        status: 'NORMAL',
        payment_status: 'NOT_PAY',
        pay_method: 'ARRIVAL',
        refund_status: null,
        actions: ['cancel', 'change'],
      });
      expect(page2.list[0]!.car.image).toMatch(/^\//);
      expect(page2.list[0]!.pickup_store.value).toBe('LAX01');
    });

    it('the refund tab lists the orders with a refund, with its status', async () => {
      const me = await userWithOrder();
      const other = await bookAs(me.token, me.userId, { carIndex: 1 });
      const [row] = await database.db.select().from(orders).where(eq(orders.tradeNo, other));
      await database.db.update(orders).set({ paymentStatus: 'HAD_PAID' }).where(eq(orders.id, row!.id));
      await database.db.insert(refunds).values({
        orderId: row!.id,
        reason: 'plans_changed',
        amount: '10.00',
        currency: 'USD',
        progress: [{ status: 'REQUEST_REFUND', at: new Date().toISOString() }],
      });
      const auth = { 'access-token': me.token };
      const tab = orderListSchema.parse(
        (await client.get('/order/get_order_list?tab=refund', auth)).body.data,
      );
      expect(tab.list.map((o) => o.trade_no)).toEqual([other]);
      expect(tab.list[0]).toMatchObject({ refund_status: 'REQUEST_REFUND', actions: ['revoke_refund'] });
      expect(orderSchema.parse((await detail(other, me)).body.data).refund_status).toBe('REQUEST_REFUND');
    });

    it('needs a session, and refuses bad paging as a params error', async () => {
      expect((await client.get('/order/get_order_list')).status).toBe(401);
      const me = await userWithOrder();
      for (const bad of ['page=0', 'page_size=500', 'tab=other']) {
        const answer = await client.get(`/order/get_order_list?${bad}`, { 'access-token': me.token });
        expect(answer.body.code).toBe(-1);
      }
    });
  });

  describe('binding a guest’s order to a verified mobile number', () => {
    /** A phone account, signed up with an SMS code. */
    async function phoneAccount() {
      const phone = freshPhone();
      const ip = freshIp();
      await client.postForm(
        '/user/send_code',
        { kind: 'phone', area_code: '1', phone, purpose: 'register' },
        { 'x-forwarded-for': ip },
      );
      const { code } = await outbox.lastSms(`+1${phone}`);
      const registered = await client.postForm(
        '/user/register',
        {
          kind: 'phone',
          area_code: '1',
          phone,
          code,
          password: 'correct horse 1',
          confirm_password: 'correct horse 1',
        },
        { 'x-forwarded-for': ip },
      );
      if (registered.body.code !== 200) throw new Error(JSON.stringify(registered.body));
      return { phone, token: tokenOf(registered.body) };
    }
    /** Proves the phone as the page does: /verify/send_code, the SMS, /verify/check_code. */
    async function provePhone(phone: string) {
      const ip = freshIp();
      const sent = await client.postForm(
        '/verify/send_code',
        { purpose: 'verify_phone', area_code: '1', phone },
        { 'x-forwarded-for': ip },
      );
      expect(sent.body.code).toBe(200);
      const { code } = await outbox.lastSms(`+1${phone}`);
      const checked = await client.postForm('/verify/check_code', {
        purpose: 'verify_phone',
        area_code: '1',
        phone,
        code,
      });
      return (checked.body.data as { phone_token: string }).phone_token;
    }

    it('gives the order to the account of that number, where it is listed', async () => {
      const account = await phoneAccount();
      const order = await bookAsGuest(client, database.db);
      // A phone gets one code a minute: the sign-up's was just sent.
      fakeClock(new Date(Date.now() + 61_000).toISOString());
      const token = await provePhone(account.phone);
      vi.useRealTimers();
      const bound = await postAs(
        client,
        '/order/bind',
        { trade_no: order.tradeNo, area_code: '1', phone: account.phone, phone_token: token },
        order,
      );
      expect(bound.body).toEqual({
        code: 200,
        msg: 'success',
        data: { trade_no: order.tradeNo, bound: true },
      });
      const list = orderListSchema.parse(
        (await client.get('/order/get_order_list', { 'access-token': account.token })).body.data,
      );
      expect(list.list.map((o) => o.trade_no)).toEqual([order.tradeNo]);
      expect(list.list[0]!.actions).toEqual(['cancel', 'change']);
      // Bound once: the guest may not bind it again.
      const again = await postAs(
        client,
        '/order/bind',
        { trade_no: order.tradeNo, area_code: '1', phone: account.phone, phone_token: token },
        order,
      );
      expect(again.body.code).toBe(1121);
    });

    it('refuses an unproven number, and a number with no account, changing nothing', async () => {
      const account = await phoneAccount();
      const order = await bookAsGuest(client, database.db);
      const forged = await postAs(
        client,
        '/order/bind',
        { trade_no: order.tradeNo, area_code: '1', phone: account.phone, phone_token: 'not-a-proof' },
        order,
      );
      expect(forged.body.code).toBe(1012);
      // A proof of another number does not prove this one.
      const elsewhere = freshPhone();
      const otherProof = await provePhone(elsewhere);
      const mismatched = await postAs(
        client,
        '/order/bind',
        { trade_no: order.tradeNo, area_code: '1', phone: account.phone, phone_token: otherProof },
        order,
      );
      expect(mismatched.body.code).toBe(1012);
      const unregistered = await postAs(
        client,
        '/order/bind',
        { trade_no: order.tradeNo, area_code: '1', phone: elsewhere, phone_token: otherProof },
        order,
      );
      expect(unregistered.body.code).toBe(1019);
      const [row] = await database.db.select().from(orders).where(eq(orders.id, order.order.id));
      expect(row!.userId).toBeNull();
    });
  });

  describe('forgot reservation number', () => {
    it('sends the numbers of a phone’s orders to that phone, through the outbox', async () => {
      const first = await bookAsGuest(client, database.db);
      const second = await bookAsGuest(client, database.db, { phone: first.phone, carIndex: 1 });
      const sent = await postAs(
        client,
        '/order/forgot',
        { area_code: first.areaCode, phone: first.phone, lang: 'zh' },
        { ip: freshIp() },
      );
      expect(sent.body).toEqual({ code: 200, msg: 'success', data: { sent: true } });
      const queued = await database.db
        .select()
        .from(outboundMessages)
        .where(eq(outboundMessages.kind, 'order_numbers'));
      const mine = queued.filter((row) => row.recipient === `+${first.areaCode}${first.phone}`);
      expect(mine).toHaveLength(1);
      await deliverDueMessages(database.db, outbox.provider, LATER, 100);
      const sms = (await outbox.read()).filter(
        (entry) => entry.channel === 'sms' && entry.to === `+${first.areaCode}${first.phone}`,
      );
      expect(sms).toHaveLength(1);
      expect(sms[0]!.text).toContain(first.tradeNo);
      expect(sms[0]!.text).toContain(second.tradeNo);
      expect(sms[0]!.text).toContain('订单号');
    });

    it('sends them to the e-mail used on the orders', async () => {
      const order = await bookAsGuest(client, database.db);
      const before = (await outbox.read()).length;
      await postAs(client, '/order/forgot', { email: order.email }, { ip: freshIp() });
      await deliverDueMessages(database.db, outbox.provider, LATER, 100);
      const entries = (await outbox.read()).slice(before);
      const email = entries.find((entry) => entry.channel === 'email' && entry.to === order.email);
      expect(email).toBeDefined();
      const mail = await simpleParser(await readOutboxEmail(outbox.dir, email!));
      expect(mail.text).toContain(order.tradeNo);
      expect(mail.html).toContain(order.tradeNo);
    });

    it('answers the same when there is no order, and sends nothing', async () => {
      const before = await database.db.select().from(outboundMessages);
      const answer = await postAs(
        client,
        '/order/forgot',
        { area_code: '1', phone: freshPhone() },
        { ip: freshIp() },
      );
      expect(answer.body).toEqual({ code: 200, msg: 'success', data: { sent: true } });
      expect(await database.db.select().from(outboundMessages)).toHaveLength(before.length);
    });

    it('sends at most three an hour to one contact', async () => {
      const phone = freshPhone();
      for (let i = 0; i < 3; i += 1) {
        expect(
          (await postAs(client, '/order/forgot', { area_code: '1', phone }, { ip: freshIp() })).body.code,
        ).toBe(200);
      }
      const refused = await postAs(client, '/order/forgot', { area_code: '1', phone }, { ip: freshIp() });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe(429);
    });

    it('takes at most ten an hour from one client, whatever the contacts', async () => {
      const ip = freshIp();
      for (let i = 0; i < 10; i += 1) {
        const answer = await postAs(client, '/order/forgot', { area_code: '1', phone: freshPhone() }, { ip });
        expect(answer.body.code).toBe(200);
      }
      const refused = await postAs(client, '/order/forgot', { area_code: '1', phone: freshPhone() }, { ip });
      expect([refused.status, refused.body.code]).toEqual([429, 429]);
      expect((refused.body.data as { retry_after_s: number }).retry_after_s).toBeGreaterThan(0);
      // Another client is not held back by it.
      const elsewhere = await postAs(
        client,
        '/order/forgot',
        { area_code: '1', phone: freshPhone() },
        { ip: freshIp() },
      );
      expect(elsewhere.body.code).toBe(200);
    });
  });
});
