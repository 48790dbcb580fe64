import { and, asc, count, eq, like } from 'drizzle-orm';
import { createdOrderSchema } from '@/lib/api/contract/booking';
import { billSchema } from '@/lib/api/contract/bill';
import { carListSchema, carDetailSchema, type CarDetail } from '@/lib/api/contract/car';
import { opsPriceEditSchema, opsPriceHistorySchema, opsPriceListSchema } from '@/lib/api/contract/ops-prices';
import { rolesAllow, STAFF_ROLES } from '@/lib/ops/roles';
import { extraServices, operatorActions, orders, pricePeriods, skus } from '@/server/db/schema';
import { freshmanOff, postBooking, prepareBooking, query } from './booking-fixtures';
import type { TestClient } from './client';
import { databaseKinds, useApiDatabase } from './databases';
import { on } from './la-clock';
import { notStaffCookies, staffOfEveryRole } from './staff-fixtures';

type Headers = Record<string, string>;

/** The back office's price calls, as the prices page makes them. */
const pricesApi = (client: TestClient) => ({
  list: (store: string, headers: Headers) => client.get(`/ops/prices/list?${query({ store })}`, headers),
  history: (store: string, headers: Headers) =>
    client.get(`/ops/prices/history?${query({ store })}`, headers),
  setBase: (form: Record<string, string>, headers: Headers) =>
    client.postForm('/ops/prices/set_base', form, headers),
  addPeriod: (form: Record<string, string>, headers: Headers) =>
    client.postForm('/ops/prices/add_period', form, headers),
  withdraw: (form: Record<string, string>, headers: Headers) =>
    client.postForm('/ops/prices/withdraw_period', form, headers),
});

/** 'YYYY-MM-DD' on the Los Angeles clock (LAX01's), `days` from today. */
const dateOn = (days: number) => on(days).slice(0, 10);

/**
 * Date-based rates through /ops/prices: an edit prices the next search and booking (the
 * catalogue version moves), each rental day at the amount of its store-local date; a quote from
 * before the edit is refused with price_changed; every edit is in the history; admins only.
 */
describe.each(databaseKinds)('prices in the back office on %s', (kind) => {
  const { database, client } = useApiDatabase(kind);
  const api = pricesApi(client);
  let admin: Headers = {};
  let staff: Awaited<ReturnType<typeof staffOfEveryRole>>;
  let skuIds: number[] = [];

  beforeAll(async () => {
    await freshmanOff(database.db);
    staff = await staffOfEveryRole(database.db);
    admin = staff.admin.headers;
    skuIds = (
      await database.db
        .select({ id: skus.id })
        .from(skus)
        .where(and(eq(skus.storeCode, 'LAX01'), eq(skus.active, true)))
        .orderBy(asc(skus.id))
    ).map((row) => row.id);
  });

  const rateOf = async (skuId: number) => {
    const [row] = await database.db.select({ rate: skus.dailyRate }).from(skus).where(eq(skus.id, skuId));
    return Number(row!.rate);
  };
  const listTotal = async (skuId: number, from: number, to: number) => {
    const { body } = await client.get(
      `/car/get_car_list?${query({ pickup_location: 'LAX01', pickup_date_time: on(from), drop_off_date_time: on(to), currency: 'USD' })}`,
    );
    expect(body.code, JSON.stringify(body)).toBe(200);
    const car = carListSchema.parse(body.data).list.find((candidate) => candidate.sku_id === skuId);
    return car!.packObj.basic_protection!.arrival!.total_charge.local_amount;
  };
  const detailOf = async (skuId: number, from: number, to: number): Promise<CarDetail> => {
    const { body } = await client.get(
      `/car/get_car_detail?${query({ pickup_location: 'LAX01', pickup_date_time: on(from), drop_off_date_time: on(to), sku_id: skuId, currency: 'USD' })}`,
    );
    expect(body.code, JSON.stringify(body)).toBe(200);
    return carDetailSchema.parse(body.data);
  };
  const rentLine = (detail: CarDetail) =>
    detail.car.packObj.basic_protection!.arrival!.charge_detail.find((line) => line.code === 'base_rent')!;
  const book = async (fields: Record<string, unknown>) => {
    let { body } = await postBooking(client, fields);
    const refused = body.code;
    if (body.code === 1005) {
      const total = (body.data as { total: { payment: number } }).total.payment;
      ({ body } = await postBooking(client, { ...fields, expected_total: String(total) }));
    }
    expect(body.code, JSON.stringify(body)).toBe(200);
    const [order] = await database.db
      .select({ bill: orders.bill })
      .from(orders)
      .where(eq(orders.tradeNo, createdOrderSchema.parse(body.data).trade_no));
    const bill = billSchema.parse(order!.bill);
    return { refused, rent: bill.baseSetBill.lines.find((line) => line.code === 'base_rent')! };
  };
  const addPeriod = async (form: Record<string, string>) => {
    const { body } = await api.addPeriod({ store: 'LAX01', reason: 'holiday week', ...form }, admin);
    expect(body.code, JSON.stringify(body)).toBe(200);
    return opsPriceEditSchema.parse(body.data).list;
  };
  const writes = async () => {
    const [periods] = await database.db.select({ n: count() }).from(pricePeriods);
    const [actions] = await database.db
      .select({ n: count() })
      .from(operatorActions)
      .where(like(operatorActions.action, 'prices.%'));
    return { periods: periods!.n, actions: actions!.n };
  };

  it('prices next month at a period’s rate and this month at the old one, in the list, the detail and the booking', async () => {
    const skuId = skuIds[0]!;
    const base = await rateOf(skuId);
    // Quotes made before the edit: this month's, next month's, and one across the period's end.
    const thisMonth = await prepareBooking(client, database.db, { from: on(10), to: on(13), skuId });
    const nextMonth = await prepareBooking(client, database.db, { from: on(40), to: on(43), skuId });
    const [listBefore, thisBefore] = [await listTotal(skuId, 40, 43), await listTotal(skuId, 10, 13)];

    const list = await addPeriod({
      target: 'sku_rate',
      target_id: String(skuId),
      amount: String(base + 50),
      starts_on: dateOn(35),
      ends_on: dateOn(45),
    });
    const car = list.cars.find((entry) => entry.target_id === skuId)!;
    expect(car.periods[0]).toMatchObject({
      amount: (base + 50).toFixed(2),
      starts_on: dateOn(35),
      withdrawn_at: null,
    });
    expect(Number(car.today_amount)).toBe(base);

    // The very next list and detail: three days at the new rate next month, the old rate this month.
    expect(await listTotal(skuId, 40, 43)).toBeCloseTo(listBefore + 150, 2);
    expect(await listTotal(skuId, 10, 13)).toBeCloseTo(thisBefore, 2);
    expect(rentLine(await detailOf(skuId, 40, 43))).toMatchObject({
      count: 3,
      unit_price: { local_amount: base + 50 },
    });
    expect(rentLine(await detailOf(skuId, 10, 13)).unit_price.local_amount).toBe(base);

    // Next month's quote from before the edit is refused with price_changed; this month's books as quoted.
    const next = await book(nextMonth.fields);
    expect(next.refused).toBe(1005);
    expect(next.rent.total.local).toBe((base + 50) * 3 * 100);
    const now = await book(thisMonth.fields);
    expect(now.refused).toBe(200);
    expect(now.rent.total.local).toBe(base * 3 * 100);
  });

  it('prices a rental across the period’s end day by day, with the average per day', async () => {
    const skuId = skuIds[0]!;
    const base = await rateOf(skuId);
    // Days 44 and 45 are in the period (base + 50), day 46 is not.
    const detail = await detailOf(skuId, 44, 47);
    const line = rentLine(detail);
    expect(line.count).toBe(3);
    expect(line.total_amount.local_amount).toBeCloseTo(base * 3 + 100, 2);
    expect(line.unit_price.local_amount).toBeCloseTo((base * 3 + 100) / 3, 2);
    const booking = await prepareBooking(client, database.db, { from: on(44), to: on(47), skuId });
    const booked = await book(booking.fields);
    expect(booked.refused).toBe(200);
    expect(booked.rent.total.local).toBe((base * 3 + 100) * 100);
  });

  it('lets the newest of overlapping periods win, and a withdrawal bring the price before it back', async () => {
    const skuId = skuIds[0]!;
    const base = await rateOf(skuId);
    const quoted = await prepareBooking(client, database.db, { from: on(36), to: on(38), skuId });
    const list = await addPeriod({
      target: 'sku_rate',
      target_id: String(skuId),
      amount: String(base + 80),
      starts_on: dateOn(36),
      ends_on: dateOn(37),
    });
    expect(rentLine(await detailOf(skuId, 36, 38)).total_amount.local_amount).toBeCloseTo((base + 80) * 2, 2);
    const newest = list.cars.find((entry) => entry.target_id === skuId)!.periods[0]!;
    const { body } = await api.withdraw(
      { store: 'LAX01', period_id: String(newest.id), reason: 'typo' },
      admin,
    );
    expect(body.code, JSON.stringify(body)).toBe(200);
    const after = opsPriceEditSchema.parse(body.data).list.cars.find((entry) => entry.target_id === skuId)!;
    expect(after.periods.find((period) => period.id === newest.id)!.withdrawn_by).toBe(
      staff.admin.member.name,
    );
    // The older period (base + 50) prices those days again; the quote made under it books.
    expect(rentLine(await detailOf(skuId, 36, 38)).total_amount.local_amount).toBeCloseTo((base + 50) * 2, 2);
    expect((await book(quoted.fields)).refused).toBe(200);
    // Withdrawn twice: a named refusal on the field, nothing written.
    const before = await writes();
    const again = await api.withdraw(
      { store: 'LAX01', period_id: String(newest.id), reason: 'again' },
      admin,
    );
    expect(again.body.code).toBe(-1);
    expect(await writes()).toEqual(before);
  });

  it('changes a base price: the next search prices with it and an older quote is refused with 1005', async () => {
    const skuId = skuIds[1]!;
    const base = await rateOf(skuId);
    const quoted = await prepareBooking(client, database.db, { from: on(12), to: on(14), skuId });
    const { body } = await api.setBase(
      {
        store: 'LAX01',
        target: 'sku_rate',
        target_id: String(skuId),
        amount: String(base + 10),
        reason: 'new season',
      },
      admin,
    );
    expect(body.code, JSON.stringify(body)).toBe(200);
    expect(await rateOf(skuId)).toBe(base + 10);
    expect(rentLine(await detailOf(skuId, 12, 14)).unit_price.local_amount).toBe(base + 10);
    const booked = await book(quoted.fields);
    expect(booked.refused).toBe(1005);
    expect(booked.rent.total.local).toBe((base + 10) * 2 * 100);
  });

  it('prices an extra per day with its period', async () => {
    const [seat] = await database.db
      .select()
      .from(extraServices)
      .where(and(eq(extraServices.storeCode, 'LAX01'), eq(extraServices.code, 'child_seat')));
    await addPeriod({
      target: 'extra',
      target_id: String(seat!.id),
      amount: String(Number(seat!.unitPrice) + 1),
      starts_on: dateOn(50),
      ends_on: dateOn(50),
    });
    const extra = (await detailOf(skuIds[0]!, 50, 52)).extra_services.find((offer) => offer.id === seat!.id)!;
    const expected = Math.min(
      Number(seat!.unitPrice) * 2 + 1,
      seat!.isCapped ? Number(seat!.cappedPrice) : Infinity,
    );
    expect(extra.rental_price.local_amount).toBeCloseTo(expected, 2);
  });

  it('shows the history of edits with who, when, before, after and the reason', async () => {
    const { body } = await api.history('LAX01', admin);
    expect(body.code).toBe(200);
    const { list } = opsPriceHistorySchema.parse(body.data);
    const base = list.find((edit) => edit.action === 'set_base')!;
    expect(base).toMatchObject({
      operator: staff.admin.member.name,
      reason: 'new season',
      target: 'sku_rate',
    });
    expect(Number(base.after!.amount) - Number(base.before!.amount)).toBe(10);
    const withdrawn = list.find((edit) => edit.action === 'withdraw_period')!;
    expect(withdrawn.before).toMatchObject({ withdrawn: false });
    expect(withdrawn.after).toMatchObject({ withdrawn: true });
    expect(list.filter((edit) => edit.action === 'add_period').length).toBeGreaterThanOrEqual(3);
    // Another store's history has none of them.
    const other = await api.history('BKK01', admin);
    expect(opsPriceHistorySchema.parse(other.body.data).list).toEqual([]);
  });

  it('answers bad input with -1 or a named refusal, never 5xx, and writes nothing', async () => {
    const skuId = String(skuIds[0]!);
    const period = { store: 'LAX01', target: 'sku_rate', target_id: skuId, amount: '99', reason: 'x' };
    const cases: [string, () => ReturnType<TestClient['get']>, number][] = [
      ['unknown store', () => api.list('NOPE1', admin), 404],
      ['bad store', () => api.list('lax 01!', admin), -1],
      ['negative amount', () => api.setBase({ ...period, amount: '-5' }, admin), -1],
      ['text amount', () => api.setBase({ ...period, amount: 'ten' }, admin), -1],
      ['three decimals in US dollars', () => api.setBase({ ...period, amount: '10.005' }, admin), -1],
      ['no reason', () => api.setBase({ ...period, reason: ' ' }, admin), -1],
      ['unknown target kind', () => api.setBase({ ...period, target: 'car' }, admin), -1],
      ['another store’s car', () => api.setBase({ ...period, store: 'BKK01' }, admin), 404],
      ['no such car', () => api.setBase({ ...period, target_id: '999999' }, admin), 404],
      [
        'a start in the past',
        () => api.addPeriod({ ...period, starts_on: dateOn(-2), ends_on: dateOn(3) }, admin),
        -1,
      ],
      [
        'an end before the start',
        () => api.addPeriod({ ...period, starts_on: dateOn(9), ends_on: dateOn(8) }, admin),
        -1,
      ],
      [
        'not a date',
        () => api.addPeriod({ ...period, starts_on: '2027-02-30', ends_on: dateOn(8) }, admin),
        -1,
      ],
      ['no dates', () => api.addPeriod(period, admin), -1],
      [
        'no such period',
        () => api.withdraw({ store: 'LAX01', period_id: '999999', reason: 'x' }, admin),
        404,
      ],
      ['a bad period id', () => api.withdraw({ store: 'LAX01', period_id: 'one', reason: 'x' }, admin), -1],
    ];
    const before = await writes();
    const rate = await rateOf(skuIds[0]!);
    for (const [name, call, code] of cases) {
      const { status, body } = await call();
      expect(status, name).toBeLessThan(500);
      expect(body.code, name).toBe(code);
    }
    expect(await writes()).toEqual(before);
    expect(await rateOf(skuIds[0]!)).toBe(rate);
  });

  it('answers each call to each role as prices.manage says (admins only)', async () => {
    const [extra] = await database.db
      .select({ id: extraServices.id, price: extraServices.unitPrice })
      .from(extraServices)
      .where(eq(extraServices.storeCode, 'LAX01'))
      .orderBy(asc(extraServices.id));
    const target = { store: 'LAX01', target: 'extra', target_id: String(extra!.id), reason: 'matrix' };
    const spare = await addPeriod({ ...target, amount: '1', starts_on: dateOn(90), ends_on: dateOn(91) });
    const periodId = String(spare.extras.find((entry) => entry.target_id === extra!.id)!.periods[0]!.id);
    const calls: [string, (headers: Headers) => ReturnType<TestClient['get']>][] = [
      ['GET list', (h) => api.list('LAX01', h)],
      ['GET history', (h) => api.history('LAX01', h)],
      ['POST set_base', (h) => api.setBase({ ...target, amount: extra!.price }, h)],
      [
        'POST add_period',
        (h) => api.addPeriod({ ...target, amount: '2', starts_on: dateOn(92), ends_on: dateOn(92) }, h),
      ],
      [
        'POST withdraw_period',
        (h) => api.withdraw({ store: 'LAX01', period_id: periodId, reason: 'matrix' }, h),
      ],
    ];
    const callers: [string, Headers, boolean, number][] = STAFF_ROLES.map((role) => [
      role,
      staff[role].headers,
      rolesAllow([role], 'prices.manage'),
      403,
    ]);
    const outsiders = await notStaffCookies(database.db);
    callers.push(['traveller (Auth cookie)', { Cookie: outsiders.traveller.cookie }, false, 403]);
    callers.push(['traveller (Access-token)', { 'Access-token': outsiders.travellerToken }, false, 403]);
    callers.push(['guest', { Cookie: outsiders.guest.cookie }, false, 403]);
    callers.push(['no session', {}, false, 401]);
    expect(callers.filter(([, , allowed]) => allowed).map(([who]) => who)).toEqual(['admin']);
    for (const [name, call] of calls) {
      // The refused first, so the admin's call is the one that writes.
      for (const [who, headers, allowed, denied] of [...callers].sort(
        (a, b) => Number(a[2]) - Number(b[2]),
      )) {
        const before = await writes();
        const { status, body } = await call(headers);
        expect(status, `${name} by ${who}`).toBeLessThan(500);
        if (allowed) {
          expect(body.code, `${name} by ${who}`).toBe(200);
          if (name === 'GET list') opsPriceListSchema.parse(body.data);
        } else {
          expect(body.code, `${name} by ${who}`).toBe(denied);
          expect(await writes(), `${name} by ${who}`).toEqual(before);
        }
      }
    }
  });
});
