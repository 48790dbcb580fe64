import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { createdOrderSchema } from '@/lib/api/contract/booking';
import { bookings, fleetUnits, orders } from '@/server/db/schema';
import { expireOverdueOrders } from '@/server/domain/booking/expiry';
import { holdFreeUnit } from '@/server/domain/holds';
import { freshmanOff, guestCookie, postBooking, prepareBooking, query } from './booking-fixtures';
import { databaseKinds, useApiDatabase } from './databases';
import { interval, on } from './la-clock';

const ROUNDS = 20;
const RACERS = 200;
// 4,000 bookings, each priced and written: about 3 minutes on PGlite on an idle 2-core machine,
// and over 10 on one that is busy with other builds; the limit is only a ceiling for a hang.
const RACE_TIMEOUT_MS = 30 * 60_000;

describe.each(databaseKinds)('booking under contention on %s', (kind) => {
  // Enough connections for 30 racers at a time on PostgreSQL (each holds one through its
  // transaction), and no more: the suite's two workers must stay well under the server's 100.
  const { database, client } = useApiDatabase(kind, { poolSize: 30 });
  let skuId: number;
  let unitCount: number;

  beforeAll(async () => {
    await freshmanOff(database.db);
    const probe = await prepareBooking(client, database.db);
    skuId = probe.fields.sku_id;
    const [units] = await database.db
      .select({ n: count() })
      .from(fleetUnits)
      .where(and(eq(fleetUnits.skuId, skuId), eq(fleetUnits.active, true)));
    unitCount = Number(units!.n);
  });

  /** Holds every unit of the car but one for the dates, as other travellers' bookings would. */
  async function leaveOneUnit(from: string, to: string) {
    for (let i = 1; i < unitCount; i++) {
      expect(await holdFreeUnit(database.db, skuId, interval(from, to))).not.toBeNull();
    }
  }

  it(`gives the last free car to exactly one of ${RACERS} simultaneous bookings, ${ROUNDS} times over`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const from = on(60 + round * 4);
      const to = on(62 + round * 4);
      await leaveOneUnit(from, to);
      const booking = await prepareBooking(client, database.db, { skuId, from, to });
      const answers = await Promise.all(
        Array.from({ length: RACERS }, (_, racer) =>
          postBooking(client, booking.fields, { userId: `g_racer_${round}_${racer}` }),
        ),
      );
      const codes = answers.map((answer) => answer.body.code);
      expect({ round, booked: codes.filter((code) => code === 200).length }).toEqual({ round, booked: 1 });
      expect({ round, soldOut: codes.filter((code) => code === 1001).length }).toEqual({
        round,
        soldOut: RACERS - 1,
      });
      // Exactly the units there are: never a car held twice.
      const live = await database.db
        .select({ n: count() })
        .from(bookings)
        .innerJoin(fleetUnits, eq(fleetUnits.id, bookings.fleetUnitId))
        .where(and(eq(fleetUnits.skuId, skuId), isNull(bookings.releasedAt)));
      expect(Number(live[0]!.n)).toBe((round + 1) * unitCount);
    }
    const [made] = await database.db.select({ n: count() }).from(orders).where(eq(orders.skuId, skuId));
    expect(Number(made!.n)).toBe(ROUNDS);
  }, RACE_TIMEOUT_MS);

  it('answers 50 parallel retries of one booking with one order and 50 identical answers', async () => {
    const booking = await prepareBooking(client, database.db, { skuId, from: on(150), to: on(152) });
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => postBooking(client, booking.fields, { key, userId: 'g_retrier' })),
    );
    const first = answers[0]!;
    expect(first.status).toBe(200);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(first.body);
    }
    const tradeNo = createdOrderSchema.parse(first.body.data).trade_no;
    const made = await database.db.select().from(orders).where(eq(orders.tradeNo, tradeNo));
    expect(made).toHaveLength(1);
    const [all] = await database.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.skuId, skuId), eq(orders.pickupWall, on(150))));
    expect(Number(all!.n)).toBe(1);

    // The same key with another request is refused; the order stays one.
    const changed = await postBooking(
      client,
      { ...booking.fields, remark: 'window seat' },
      { key, userId: 'g_retrier' },
    );
    expect(changed.status).toBe(422);
    expect(changed.body.code).toBe(1017);
    // A retry that never got the first answer (no cookie) gets access to its order again.
    const again = await postBooking(client, booking.fields, { key, userId: 'g_retrier' });
    expect(again.body).toEqual(first.body);
    const detail = await client.get(`/order/get_order_detail?${query({ trade_no: tradeNo })}`, {
      Cookie: guestCookie(again.cookie)!,
    });
    expect(detail.status).toBe(200);
  });

  it('expires an online booking unpaid at 30 minutes and frees its car for the next search', async () => {
    const from = on(170);
    const to = on(172);
    await leaveOneUnit(from, to);
    const booking = await prepareBooking(client, database.db, { skuId, from, to, payMode: 'full_prepaid' });
    const booked = await postBooking(client, booking.fields);
    const created = createdOrderSchema.parse(booked.body.data);
    expect(created.status).toBe('CREATE_ORDER');
    const cookie = guestCookie(booked.cookie)!;
    const searchFor = query({ pickup_location: 'LAX01', pickup_date_time: from, drop_off_date_time: to });
    const freeNow = async () => {
      const list = await client.get(`/car/get_car_list?${searchFor}`);
      const car = (list.body.data as { list: { sku_id: number; free_units: number }[] }).list.find(
        (entry) => entry.sku_id === skuId,
      );
      return car?.free_units ?? 0;
    };
    expect(await freeNow()).toBe(0);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.parse(created.expires_at!) + 60_000);
      // Every read shows it EXPIRED, before the sweep has run.
      const read = await client.get(`/order/get_order_detail?${query({ trade_no: created.trade_no })}`, {
        Cookie: cookie,
      });
      expect(read.body.data).toMatchObject({ status: 'EXPIRED' });

      expect(await expireOverdueOrders(database.db, new Date())).toBe(1);
      const [row] = await database.db.select().from(orders).where(eq(orders.tradeNo, created.trade_no));
      expect(row!.status).toBe('EXPIRED');
      const held = await database.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.orderId, row!.id), isNull(bookings.releasedAt)));
      expect(held).toEqual([]);
      expect(await freeNow()).toBe(1);
      // A second sweep finds nothing more to do.
      expect(await expireOverdueOrders(database.db, new Date())).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets the next traveller book the car once the sweep has released a lapsed hold', async () => {
    const from = on(180);
    const to = on(182);
    await leaveOneUnit(from, to);
    const first = await prepareBooking(client, database.db, { skuId, from, to, payMode: 'full_prepaid' });
    const created = createdOrderSchema.parse((await postBooking(client, first.fields)).body.data);
    await expect(prepareBooking(client, database.db, { skuId, from, to })).rejects.toThrow(/1001/);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.parse(created.expires_at!) + 1000);
      await expireOverdueOrders(database.db, new Date());
      const next = await prepareBooking(client, database.db, { skuId, from, to, payMode: 'arrival' });
      const booked = await postBooking(client, next.fields);
      expect(booked.body.code).toBe(200);
      // The first traveller's late retry of the expired booking does not take the car back.
      const late = await postBooking(client, first.fields);
      expect(late.body.code).not.toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
