import { eq } from 'drizzle-orm';
import { coupons } from '@/server/db/schema';
import { query } from './booking-fixtures';
import { addCoupon, listCoupons, newUser } from './coupons-fixtures';
import { databaseKinds, useApiDatabase } from './databases';

describe.each(databaseKinds)('the coupon wallet on %s', (kind) => {
  const { database, client, outbox } = useApiDatabase(kind, { outbox: true });

  it('adds a campaign code once, in any case, and lists it with its terms in the request’s language', async () => {
    const user = await newUser(client, outbox.dir);
    expect(await listCoupons(client, user)).toEqual([]);

    const added = await addCoupon(client, user, ' welcome10 ');
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ code: 200, data: { coupon: { code: 'WELCOME10', status: 'valid' } } });

    const [coupon] = await listCoupons(client, user);
    expect(coupon).toMatchObject({
      code: 'WELCOME10',
      status: 'valid',
      kind: 'percent',
      percent: 10,
      amount: null,
      description: '10% off the base package when it costs more than US$100.',
      less_limit: { amount: 100, currency: 'USD' },
      used_at: null,
    });
    const [inChinese] = await listCoupons(client, user, undefined, 'zh_CN');
    expect(inChinese!.description).toBe('基础套餐价满 US$100 可享9折。');

    // Added already: the same answer as an unknown code.
    const again = await addCoupon(client, user, 'WELCOME10');
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ code: 1010, msg: 'Your coupon is incorrect, please try again' });
    expect(await listCoupons(client, user)).toHaveLength(1);

    const amount = await addCoupon(client, user, 'THAI500');
    expect(amount.body.data).toMatchObject({
      coupon: { kind: 'amount', amount: { amount: 500, currency: 'THB' }, countries: ['TH'] },
    });
    expect((await listCoupons(client, user, 'valid')).map((c) => c.code).sort()).toEqual([
      'THAI500',
      'WELCOME10',
    ]);
    expect(await listCoupons(client, user, 'used')).toEqual([]);
  });

  it('refuses unknown, switched-off, expired and malformed codes alike, adding nothing', async () => {
    const user = await newUser(client, outbox.dir);
    await database.db.insert(coupons).values({
      code: 'PAUSED5',
      discountType: 'percent',
      discountValue: '5',
      currency: 'USD',
      description: { en: 'Paused', th: 'Paused', zh: 'Paused', 'zh-hant': 'Paused' },
      startsAt: new Date('2026-01-01T00:00:00Z'),
      endsAt: new Date('2099-01-01T00:00:00Z'),
      active: false,
    });
    for (const code of ['NOSUCHCODE', 'SUMMER2025', 'PAUSED5']) {
      const { status, body } = await addCoupon(client, user, code);
      expect({ code, status, answer: body.code }).toEqual({ code, status: 422, answer: 1010 });
    }
    const malformed = await addCoupon(client, user, 'no spaces!');
    expect(malformed.body.code).toBe(-1);
    const empty = await addCoupon(client, user, '');
    expect(empty.body.code).toBe(-1);
    expect(await listCoupons(client, user)).toEqual([]);
  });

  it('shows a coupon whose campaign ended as expired, and one switched off as invalid', async () => {
    const user = await newUser(client, outbox.dir);
    await database.db.insert(coupons).values({
      code: 'SHORT7',
      discountType: 'amount',
      discountValue: '7',
      currency: 'USD',
      lessLimit: '0',
      description: { en: 'Short', th: 'Short', zh: 'Short', 'zh-hant': 'Short' },
      startsAt: new Date('2026-01-01T00:00:00Z'),
      endsAt: new Date(Date.now() + 60 * 60_000),
    });
    expect((await addCoupon(client, user, 'SHORT7')).body.code).toBe(200);
    expect((await addCoupon(client, user, 'KIWI30')).body.code).toBe(200);
    await database.db
      .update(coupons)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(coupons.code, 'SHORT7'));
    await database.db.update(coupons).set({ active: false }).where(eq(coupons.code, 'KIWI30'));
    try {
      expect((await listCoupons(client, user, 'expired')).map((c) => c.code)).toEqual(['SHORT7']);
      expect((await listCoupons(client, user, 'invalid')).map((c) => c.code)).toEqual(['KIWI30']);
      expect(await listCoupons(client, user, 'valid')).toEqual([]);
    } finally {
      await database.db.update(coupons).set({ active: true }).where(eq(coupons.code, 'KIWI30'));
    }
  });

  it('needs a login, and shows each user only their own coupons', async () => {
    const list = await client.get('/user/coupon/list');
    expect(list.status).toBe(401);
    const add = await addCoupon(client, null, 'WELCOME10');
    expect(add.status).toBe(401);

    const alice = await newUser(client, outbox.dir);
    const bob = await newUser(client, outbox.dir);
    expect((await addCoupon(client, alice, 'KIWI30')).body.code).toBe(200);
    expect(await listCoupons(client, bob)).toEqual([]);
    // Alice having it does not stop Bob from adding the same campaign code to his own wallet.
    expect((await addCoupon(client, bob, 'KIWI30')).body.code).toBe(200);
    expect(await listCoupons(client, bob)).toHaveLength(1);
    expect(await listCoupons(client, alice)).toHaveLength(1);
  });

  it('stops a user guessing codes after 10 wrong ones in an hour, even with a right code', async () => {
    const user = await newUser(client, outbox.dir);
    for (let i = 0; i < 10; i++) {
      expect((await addCoupon(client, user, `GUESS${i}X`)).body.code).toBe(1010);
    }
    const locked = await addCoupon(client, user, 'WELCOME10');
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 429, data: { retry_after_s: expect.any(Number) } });
    expect(await listCoupons(client, user)).toEqual([]);
    // The limit is the guesser's own: another user is not locked out.
    const other = await newUser(client, outbox.dir);
    expect((await addCoupon(client, other, 'WELCOME10')).body.code).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61 * 60_000);
      expect((await addCoupon(client, user, 'WELCOME10')).body.code).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets exactly 10 of 25 parallel wrong codes through, then refuses a right one', async () => {
    const user = await newUser(client, outbox.dir);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => addCoupon(client, user, `RACE${i}X`)),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 1010)).toHaveLength(10);
    expect(codes.filter((code) => code === 429)).toHaveLength(15);
    expect((await addCoupon(client, user, 'WELCOME10')).status).toBe(429);
  });

  it('limits wrong codes on the public check per client', async () => {
    const headers = { 'x-forwarded-for': '10.77.0.9' };
    const check = (code: string) =>
      client.get(`/coupon/check?${query({ code, pickup_location: 'LAX01' })}`, headers);
    for (let i = 0; i < 30; i++) expect((await check(`NOPE${i}X`)).body.code).toBe(1010);
    expect((await check('WELCOME10')).status).toBe(429);
    const elsewhere = await client.get(
      `/coupon/check?${query({ code: 'WELCOME10', pickup_location: 'LAX01' })}`,
      {
        'x-forwarded-for': '10.77.0.10',
      },
    );
    expect(elsewhere.body.code).toBe(200);
  });
});
