import { and, count, eq, like } from 'drizzle-orm';
import { opsCouponCampaignSchema, opsCouponListSchema } from '@/lib/api/contract/ops-coupons';
import { rolesAllow, STAFF_ROLES } from '@/lib/ops/roles';
import { coupons, operatorActions } from '@/server/db/schema';
import { postBooking, prepareBooking, query } from './booking-fixtures';
import type { TestClient } from './client';
import { addCoupon, newUser, withCoupon, type TestUser } from './coupons-fixtures';
import { databaseKinds, useApiDatabase } from './databases';
import { on } from './la-clock';
import { staffOfEveryRole } from './staff-fixtures';

type Headers = Record<string, string>;

/** The back office's coupon calls, as the campaigns page makes them. */
const couponsApi = (client: TestClient) => ({
  list: (headers: Headers) => client.get(`/ops/coupons/list?${query({})}`, headers),
  create: (form: Record<string, string>, headers: Headers) =>
    client.postForm('/ops/coupons/create', form, headers),
  pause: (code: string, headers: Headers) => client.postForm('/ops/coupons/pause', { code }, headers),
  resume: (code: string, headers: Headers) => client.postForm('/ops/coupons/resume', { code }, headers),
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let serial = 0;
/** A valid campaign form: 10% off everywhere from yesterday for two months. */
const campaignForm = (overrides: Record<string, string> = {}) => {
  serial += 1;
  return {
    code: `CAMP${Date.now().toString(36).toUpperCase()}${serial}`,
    kind: 'percent',
    value: '10',
    starts_on: day(-1),
    ends_on: day(60),
    description_en: '10% off',
    description_th: 'ลด 10%',
    description_zh: '九折优惠',
    description_zh_hant: '九折優惠',
    ...overrides,
  };
};

describe.each(databaseKinds)('coupon campaigns in the back office on %s', (kind) => {
  const { database, client, outbox } = useApiDatabase(kind, { outbox: true, freshman: false });
  const api = couponsApi(client);
  let marketing: Headers = {};
  let staff: Awaited<ReturnType<typeof staffOfEveryRole>>;
  // Each booking a week of its own, so bookings never compete for a car.
  let week = 0;
  const nextWeek = () => {
    week += 1;
    return { from: on(30 + week * 8), to: on(36 + week * 8) };
  };
  const book = (user: TestUser, fields: Record<string, unknown>) =>
    postBooking(client, fields, { cookie: user.cookie, userId: user.userId });

  beforeAll(async () => {
    staff = await staffOfEveryRole(database.db);
    marketing = staff.marketing.headers;
  });

  async function create(overrides: Record<string, string> = {}) {
    const form = campaignForm(overrides);
    const answer = await api.create(form, marketing);
    expect(answer.body.code).toBe(200);
    return opsCouponCampaignSchema.parse(answer.body.data);
  }

  async function usesOf(code: string) {
    const answer = await api.list(marketing);
    expect(answer.body.code).toBe(200);
    return opsCouponListSchema.parse(answer.body.data).list.find((row) => row.code === code)!;
  }

  async function bookWith(user: TestUser, code: string) {
    const { fields } = await withCoupon(client, await prepareBooking(client, database.db, nextWeek()), code);
    return book(user, fields);
  }

  it('creates a campaign that a traveller adds and books with; the list shows one use, and no traveller', async () => {
    const campaign = await create();
    expect(campaign).toMatchObject({ active: true, uses_per_traveller: 1, uses_total: null, stores: [] });
    const [action] = await database.db
      .select()
      .from(operatorActions)
      .where(
        and(
          eq(operatorActions.action, 'coupon_create'),
          eq(operatorActions.staffId, staff.marketing.member.id),
        ),
      );
    expect(action).toMatchObject({ before: null, after: { code: campaign.code } });

    const user = await newUser(client, outbox.dir);
    expect((await addCoupon(client, user, campaign.code)).body.code).toBe(200);
    expect((await usesOf(campaign.code)).uses).toEqual({ orders: 0, paid_orders: 0, wallets: 1 });
    const booked = await bookWith(user, campaign.code);
    expect(booked.status).toBe(200);
    expect((await usesOf(campaign.code)).uses).toEqual({ orders: 1, paid_orders: 0, wallets: 1 });

    const listed = JSON.stringify((await api.list(marketing)).body);
    expect(listed).not.toContain(user.userId);
    expect(listed).not.toMatch(/@|phone|email/i);
  });

  it('refuses a campaign restricted to stores at any other store', async () => {
    const campaign = await create({ stores: 'SFO01' });
    const user = await newUser(client, outbox.dir);
    const booking = await prepareBooking(client, database.db, nextWeek());
    const check = await client.get(
      `/coupon/check?${query({ code: campaign.code, pickup_location: 'LAX01' })}`,
    );
    expect(check.body.code).toBe(1010);
    expect((await book(user, { ...booking.fields, coupon_code: campaign.code })).body.code).toBe(1010);
    const own = await create({ stores: 'LAX01' });
    expect((await bookWith(user, own.code)).status).toBe(200);
  });

  it('holds uses in all and per traveller at booking', async () => {
    const campaign = await create({ uses_total: '1' });
    const first = await newUser(client, outbox.dir);
    const second = await newUser(client, outbox.dir);
    expect((await bookWith(first, campaign.code)).status).toBe(200);
    const booking = await prepareBooking(client, database.db, nextWeek());
    expect((await book(second, { ...booking.fields, coupon_code: campaign.code })).body.code).toBe(1026);
    expect((await usesOf(campaign.code)).uses.orders).toBe(1);

    const open = await create();
    expect((await bookWith(first, open.code)).status).toBe(200);
    // Once per traveller: the wallet's one row for (traveller, code) is used.
    expect((await bookWith(first, open.code)).body.code).toBe(1026);
    expect((await usesOf(open.code)).uses).toMatchObject({ orders: 1, wallets: 1 });
  });

  it('lets a traveller use a campaign as often as it says; a cancelled unpaid order gives its use back', async () => {
    const twice = await create({ uses_per_traveller: '2' });
    expect(twice.uses_per_traveller).toBe(2);
    const user = await newUser(client, outbox.dir);
    const first = await bookWith(user, twice.code);
    expect(first.status).toBe(200);
    expect((await bookWith(user, twice.code)).status).toBe(200);
    expect((await bookWith(user, twice.code)).body.code).toBe(1026);
    expect((await usesOf(twice.code)).uses).toMatchObject({ orders: 2, wallets: 1 });

    const cancelled = await client.postForm(
      '/order/cancel',
      { trade_no: String(first.body.data!.trade_no) },
      { Cookie: user.cookie },
    );
    expect(cancelled.body.code).toBe(200);
    expect((await usesOf(twice.code)).uses.orders).toBe(1);
    expect((await bookWith(user, twice.code)).status).toBe(200);
    expect((await bookWith(user, twice.code)).body.code).toBe(1026);

    // Left empty, no limit per traveller (uses in all still counts).
    const open = await create({ uses_per_traveller: '', uses_total: '3' });
    expect(open.uses_per_traveller).toBeNull();
    for (let use = 0; use < 3; use += 1) expect((await bookWith(user, open.code)).status).toBe(200);
    const booking = await prepareBooking(client, database.db, nextWeek());
    expect((await book(user, { ...booking.fields, coupon_code: open.code })).body.code).toBe(1026);
  });

  it('refuses uses per traveller that are not a whole number from 1, writing nothing', async () => {
    for (const value of ['0', '-1', '1.5', 'two']) {
      const form = campaignForm({ uses_per_traveller: value });
      const answer = await api.create(form, marketing);
      expect(answer.body.code).toBe(-1);
      const [row] = await database.db
        .select({ rows: count() })
        .from(coupons)
        .where(eq(coupons.code, form.code));
      expect(row!.rows).toBe(0);
    }
  });

  it('pauses a campaign (refused at check and booking) and resumes it, audited', async () => {
    const campaign = await create();
    const paused = await api.pause(campaign.code, marketing);
    expect(opsCouponCampaignSchema.parse(paused.body.data).active).toBe(false);
    const user = await newUser(client, outbox.dir);
    const booking = await prepareBooking(client, database.db, nextWeek());
    expect((await book(user, { ...booking.fields, coupon_code: campaign.code })).body.code).toBe(1010);
    expect((await addCoupon(client, user, campaign.code)).body.code).toBe(1010);
    expect((await api.resume(campaign.code, marketing)).body.code).toBe(200);
    expect((await bookWith(user, campaign.code)).status).toBe(200);
    const actions = await database.db
      .select({
        action: operatorActions.action,
        before: operatorActions.before,
        after: operatorActions.after,
      })
      .from(operatorActions)
      .where(eq(operatorActions.staffId, staff.marketing.member.id));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'coupon_pause', before: { active: true }, after: { active: false } },
        { action: 'coupon_resume', before: { active: false }, after: { active: true } },
      ]),
    );
    expect((await api.pause('NOSUCHCAMPAIGN', marketing)).status).toBe(404);
  });

  it('refuses a taken code and bad input with -1, writing nothing', async () => {
    const campaign = await create();
    const countCoupons = async () =>
      (await database.db.select({ n: count() }).from(coupons).where(like(coupons.code, 'CAMP%')))[0]!.n;
    const before = await countCoupons();
    const taken = await api.create(campaignForm({ code: campaign.code }), marketing);
    expect(taken.body).toMatchObject({ code: -1, data: { fields: [{ path: 'code', message: 'taken' }] } });
    const bads: Record<string, string>[] = [
      { value: '150' },
      { code: 'lower1' },
      { kind: 'amount', value: '5' }, // no currency
      { ends_on: day(-5) },
      { starts_on: '2026-02-30' },
      { description_th: '' },
    ];
    for (const bad of bads) {
      const answer = await api.create(campaignForm(bad), marketing);
      expect(answer.body.code, JSON.stringify(bad)).toBe(-1);
    }
    expect(await countCoupons()).toBe(before);
  });

  it('lets only marketing.manage in', async () => {
    const campaign = await create();
    for (const role of STAFF_ROLES) {
      const allowed = rolesAllow([role], 'marketing.manage');
      const headers = staff[role].headers;
      const expected = allowed ? 200 : 403;
      expect((await api.list(headers)).status, role).toBe(expected);
      expect((await api.pause(campaign.code, headers)).status, role).toBe(expected);
      expect((await api.resume(campaign.code, headers)).status, role).toBe(expected);
      expect((await api.create(campaignForm(), headers)).status, role).toBe(expected);
    }
    expect((await api.list({})).status).toBe(401);
  });
});
