import { eq } from 'drizzle-orm';
import { orderListSchema } from '@/lib/api/contract/orders';
import { orderSchema } from '@/lib/api/contract/booking';
import { orders } from '@/server/db/schema';
import { freshIp } from './account-fixtures';
import { databaseKinds, useApiDatabase } from './databases';
import { fakeClock } from './verification-fixtures';
import { solvedCaptcha } from './captcha-fixtures';
import { bookAsGuest, postAs, setGuestCookie } from './orders-fixtures';

describe.each(databaseKinds)('guest order lookup on %s', (kind) => {
  const { database, client } = useApiDatabase(kind, { freshman: false });

  /** POST /order/query with the order's number and the phone it was booked with. */
  const queryByPhone = (
    order: { tradeNo: string; areaCode: string; phone: string },
    who: Parameters<typeof postAs>[3],
  ) =>
    postAs(
      client,
      '/order/query',
      { trade_no: order.tradeNo, area_code: order.areaCode, phone: order.phone },
      who,
    );
  const rightForm = (order: { tradeNo: string; areaCode: string; phone: string }) => ({
    trade_no: order.tradeNo,
    area_code: order.areaCode,
    phone: order.phone,
  });
  const detail = (tradeNo: string, cookie?: string) =>
    client.get(`/order/get_order_detail?trade_no=${tradeNo}`, cookie ? { cookie } : {});

  it('finds an order by number and phone, or by number and e-mail, and grants that order alone', async () => {
    const mine = await bookAsGuest(client, database.db);
    const other = await bookAsGuest(client, database.db);
    const ip = freshIp();

    const byPhone = await postAs(
      client,
      '/order/query',
      { trade_no: mine.tradeNo, area_code: `+${mine.areaCode}`, phone: mine.phone },
      { ip },
    );
    expect(byPhone.body).toMatchObject({ code: 200, data: { trade_no: mine.tradeNo } });
    const cookie = setGuestCookie(byPhone.headers);
    expect(cookie).toMatch(/^Auth_guest=/);
    expect(byPhone.headers.getSetCookie().join()).toMatch(/HttpOnly/i);

    const seen = await detail(mine.tradeNo, cookie);
    expect(seen.status).toBe(200);
    expect(orderSchema.parse(seen.body.data).trade_no).toBe(mine.tradeNo);
    // The session found one order: another one (booked by someone else) reads as unknown.
    expect((await detail(other.tradeNo, cookie)).body.code).toBe(404);

    const byEmail = await postAs(
      client,
      '/order/query',
      { trade_no: mine.tradeNo, email: mine.email.toUpperCase() },
      { ip },
    );
    expect(byEmail.body.code).toBe(200);
  });

  it('extends an existing guest session and adds the found order to it', async () => {
    const first = await bookAsGuest(client, database.db);
    const second = await bookAsGuest(client, database.db);
    const found = await queryByPhone(second, { cookie: first.cookie, ip: freshIp() });
    expect(found.body.code).toBe(200);
    expect(setGuestCookie(found.headers)).toBe(first.cookie);
    const list = orderListSchema.parse(
      (await client.get('/order/get_order_list', { cookie: first.cookie })).body.data,
    );
    expect(list.list.map((item) => item.trade_no).sort()).toEqual([first.tradeNo, second.tradeNo].sort());
  });

  it('answers every mismatch the same way, saying nothing about which part was wrong', async () => {
    const order = await bookAsGuest(client, database.db);
    const other = await bookAsGuest(client, database.db);
    const attempts: Record<string, string>[] = [
      { trade_no: order.tradeNo, area_code: order.areaCode, phone: other.phone }, // wrong phone
      { trade_no: order.tradeNo, email: 'someone.else@example.com' }, // wrong e-mail
      { trade_no: '999999999999999999', area_code: order.areaCode, phone: order.phone }, // no such order
      { trade_no: other.tradeNo, area_code: order.areaCode, phone: order.phone }, // another's order
      { trade_no: 'abc', area_code: order.areaCode, phone: order.phone }, // not a number at all
    ];
    const answers = [];
    for (const form of attempts) {
      answers.push(await postAs(client, '/order/query', form, { ip: freshIp() }));
    }
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 1120, msg: 'order information error', data: null });
      expect(setGuestCookie(answer.headers)).toBeUndefined();
    }
  });

  it('refuses a lookup without a contact, or with both, as a params error', async () => {
    const none = await postAs(client, '/order/query', { trade_no: '123456789012' });
    expect(none.body.code).toBe(-1);
    const both = await postAs(client, '/order/query', {
      trade_no: '123456789012',
      email: 'a@example.com',
      area_code: '86',
      phone: '13900000000',
    });
    expect(both.body.code).toBe(-1);
  });

  it('locks a client after five failures in 15 minutes, right answers included', async () => {
    const order = await bookAsGuest(client, database.db);
    const other = await bookAsGuest(client, database.db);
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) {
      // Different order numbers: only the client's count reaches five.
      const wrong = await postAs(
        client,
        '/order/query',
        { trade_no: `77777777777${i}`, area_code: order.areaCode, phone: order.phone },
        { ip },
      );
      expect(wrong.body.code).toBe(1120);
    }
    const right = await queryByPhone(order, { ip });
    expect(right.status).toBe(429);
    expect(right.body.code).toBe(429);
    expect((right.body.data as { retry_after_s: number }).retry_after_s).toBeGreaterThan(0);
    // Another client is not locked by it.
    const elsewhere = await queryByPhone(other, { ip: freshIp() });
    expect(elsewhere.body.code).toBe(200);
  });

  it('asks for the captcha, never locks the owner out, once an order number has had five failures', async () => {
    const order = await bookAsGuest(client, database.db);
    const stranger = freshIp();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await postAs(
        client,
        '/order/query',
        {
          trade_no: order.tradeNo,
          area_code: order.areaCode,
          phone: `20255501${String(i).padStart(2, '0')}`,
        },
        { ip: stranger },
      );
      expect(wrong.body.code).toBe(1120);
    }
    // The guessing client stays locked out (its own limit is hard), even with a solved captcha.
    const guesser = await queryByPhone(order, { ip: stranger });
    expect(guesser.status).toBe(429);
    expect(
      (
        await postAs(
          client,
          '/order/query',
          { ...rightForm(order), captcha: await solvedCaptcha(client) },
          { ip: stranger },
        )
      ).body.code,
    ).toBe(429);

    // The owner, elsewhere, is asked for the captcha; a wrong contact gets the very same answer.
    const owner = freshIp();
    const asked = await queryByPhone(order, { ip: owner });
    expect(asked.status).toBe(403);
    expect(asked.body).toMatchObject({ code: 1025, msg: 'please complete the captcha' });
    const wrongAsked = await postAs(
      client,
      '/order/query',
      { trade_no: order.tradeNo, email: 'not@example.com' },
      { ip: freshIp() },
    );
    expect(wrongAsked.status).toBe(asked.status);
    expect(wrongAsked.body).toEqual(asked.body);
    expect(setGuestCookie(asked.headers)).toBeUndefined();

    // With a solved captcha the owner looks the order up; the solution is good once.
    const captcha = await solvedCaptcha(client);
    const found = await postAs(client, '/order/query', { ...rightForm(order), captcha }, { ip: owner });
    expect(found.body).toMatchObject({ code: 200, data: { trade_no: order.tradeNo } });
    const cookie = setGuestCookie(found.headers);
    expect((await detail(order.tradeNo, cookie)).body.code).toBe(200);
    const replayed = await postAs(
      client,
      '/order/query',
      { ...rightForm(order), captcha },
      { ip: freshIp() },
    );
    expect(replayed.body.code).toBe(1025);
    const forged = JSON.parse(Buffer.from(await solvedCaptcha(client), 'base64').toString()) as {
      number: number;
    };
    forged.number += 1;
    const bad = Buffer.from(JSON.stringify(forged)).toString('base64');
    expect(
      (await postAs(client, '/order/query', { ...rightForm(order), captcha: bad }, { ip: freshIp() })).body
        .code,
    ).toBe(1025);

    // A guess with a captcha runs and is told only that it missed.
    const guess = await postAs(
      client,
      '/order/query',
      { trade_no: order.tradeNo, email: 'guess@example.com', captcha: await solvedCaptcha(client) },
      { ip: freshIp() },
    );
    expect(guess.body.code).toBe(1120);

    // The window ends 15 minutes after the first failure: no captcha then.
    fakeClock(new Date(Date.now() + 15 * 60_000 + 1000).toISOString());
    expect((await queryByPhone(order, { ip: freshIp() })).body.code).toBe(200);
    vi.useRealTimers();
  });

  it('lets exactly five of 20 parallel failed lookups on one order number through, then one per solution', async () => {
    const order = await bookAsGuest(client, database.db);
    const guess = (i: number, captcha?: string) =>
      postAs(
        client,
        '/order/query',
        { trade_no: order.tradeNo, email: `parallel${i}@example.com`, ...(captcha ? { captcha } : {}) },
        { ip: freshIp() },
      );
    const codes = (await Promise.all(Array.from({ length: 20 }, (_, i) => guess(i)))).map(
      (answer) => answer.body.code,
    );
    expect(codes.filter((code) => code === 1120)).toHaveLength(5);
    expect(codes.filter((code) => code === 1025)).toHaveLength(15);
    // One solution sent with three tries at once: exactly one of them runs.
    const captcha = await solvedCaptcha(client);
    const shared = (await Promise.all([20, 21, 22].map((i) => guess(i, captcha)))).map(
      (answer) => answer.body.code,
    );
    expect(shared.sort()).toEqual([1025, 1025, 1120]);
    const found = await postAs(
      client,
      '/order/query',
      { ...rightForm(order), captcha: await solvedCaptcha(client) },
      { ip: freshIp() },
    );
    expect(found.body.code).toBe(200);
  });

  it('lets exactly five of 20 parallel failed lookups from one client through', async () => {
    const order = await bookAsGuest(client, database.db);
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postAs(
          client,
          '/order/query',
          {
            trade_no: `8888888888${String(i).padStart(2, '0')}`,
            area_code: order.areaCode,
            phone: order.phone,
          },
          { ip },
        ),
      ),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 1120)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(15);
  });

  it('counts failures only: right lookups give their point back', async () => {
    const order = await bookAsGuest(client, database.db);
    const ip = freshIp();
    const wrong = (i: number) =>
      postAs(
        client,
        '/order/query',
        {
          trade_no: `6666666666${String(i).padStart(2, '0')}`,
          area_code: order.areaCode,
          phone: order.phone,
        },
        { ip },
      );
    for (let i = 0; i < 4; i += 1) expect((await wrong(i)).body.code).toBe(1120);
    for (let i = 0; i < 6; i += 1) expect((await queryByPhone(order, { ip })).body.code).toBe(200);
    expect((await wrong(4)).body.code).toBe(1120);
    expect((await wrong(5)).body.code).toBe(429);
    expect((await queryByPhone(order, { ip })).body.code).toBe(429);
  });

  it('never finds a TEST order or a deleted one', async () => {
    const test = await bookAsGuest(client, database.db);
    await database.db.update(orders).set({ status: 'TEST' }).where(eq(orders.id, test.order.id));
    const deleted = await bookAsGuest(client, database.db);
    await database.db.update(orders).set({ deletedAt: new Date() }).where(eq(orders.id, deleted.order.id));
    for (const order of [test, deleted]) {
      const answer = await queryByPhone(order, { ip: freshIp() });
      expect(answer.body.code).toBe(1120);
    }
  });
});
