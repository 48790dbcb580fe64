import { and, count, eq, isNull } from 'drizzle-orm';
import { orderSchema } from '@/lib/api/contract/booking';
import { opsDeskDaySchema, opsDeskMoveSchema } from '@/lib/api/contract/ops-desk';
import { sumAmounts } from '@/lib/bill/compute';
import { orderAmounts } from '@/lib/orders/order-amounts';
import { STAFF_ROLES } from '@/lib/ops/roles';
import { addWallDays, formatWallTime, instantToWallTime, startOfWallDay } from '@/lib/time/wall-time';
import { bookings, fleetUnits, operatorActions, orders, rentalProgress } from '@/server/db/schema';
import { postBooking, prepareBooking, query, type BookingOptions } from './booking-fixtures';
import type { TestClient } from './client';
import { databaseKinds, useApiDatabase } from './databases';
import { bookAsGuest } from './orders-fixtures';
import { addTestStaff, notStaffCookies, staffHeaders } from './staff-fixtures';

type Headers = Record<string, string>;
const BANGKOK = 'Asia/Bangkok';

/** 'YYYY-MM-DD HH:mm' on Bangkok's clock (BKK01's), `days` from today there. */
const bkk = (days: number, time = '10:00') => {
  const today = startOfWallDay(instantToWallTime(new Date(), BANGKOK));
  return `${formatWallTime(addWallDays(today, days)).slice(0, 10)} ${time}`;
};
const bkkDate = (days: number) => bkk(days).slice(0, 10);

/** The desk's calls, as the desk page makes them. */
const deskApi = (client: TestClient) => ({
  day: (fields: Record<string, string | undefined>, headers: Headers) =>
    client.get(`/ops/desk/day?${query(fields)}`, headers),
  handOver: (form: Record<string, string>, headers: Headers) =>
    client.postForm('/ops/desk/hand_over', form, headers),
  takeBack: (form: Record<string, string>, headers: Headers) =>
    client.postForm('/ops/desk/take_back', form, headers),
  noShow: (form: Record<string, string>, headers: Headers) =>
    client.postForm('/ops/desk/no_show', form, headers),
});

const dayOf = (body: { code: number; data: unknown }) => {
  if (body.code !== 200) throw new Error(`no day: ${JSON.stringify(body)}`);
  return opsDeskDaySchema.parse(body.data);
};
const movedOf = (body: { code: number; data: unknown }) => {
  if (body.code !== 200) throw new Error(`refused: ${JSON.stringify(body)}`);
  return opsDeskMoveSchema.parse(body.data).rental;
};

/**
 * The store desk through /ops/desk: a store's day on its own clock (Bangkok here), the hand-over,
 * the take-back and the no-show with their readings and named refusals, the traveller's order
 * showing the progress, the audit trail, and who may call what.
 */
describe.each(databaseKinds)('the store desk on %s', (kind) => {
  const { database, client } = useApiDatabase(kind, { freshman: false });
  const api = deskApi(client);
  const who: Record<string, Headers> = {};

  const book = (options: BookingOptions) => bookAsGuest(client, database.db, { store: 'BKK01', ...options });

  /** What a refused call must leave as it was: the progress rows, the audit rows, the holds. */
  const snapshot = async () => {
    const [progress] = await database.db.select({ n: count() }).from(rentalProgress);
    const [actions] = await database.db.select({ n: count() }).from(operatorActions);
    const progressRows = await database.db.select().from(rentalProgress);
    return { progress: Number(progress!.n), actions: Number(actions!.n), progressRows };
  };

  const heldPlate = async (orderId: string) => {
    const [row] = await database.db
      .select({ plate: fleetUnits.plate })
      .from(bookings)
      .innerJoin(fleetUnits, eq(fleetUnits.id, bookings.fleetUnitId))
      .where(and(eq(bookings.orderId, orderId), isNull(bookings.releasedAt)));
    return row!.plate;
  };

  const travellerOrder = async (tradeNo: string, cookie: string) => {
    const answer = await client.get(`/order/get_order_detail?${query({ trade_no: tradeNo })}`, {
      Cookie: cookie,
    });
    expect(answer.body.code).toBe(200);
    return orderSchema.parse(answer.body.data);
  };

  beforeAll(async () => {
    const member = async (roles: Parameters<typeof addTestStaff>[1]['roles'], storeCodes: string[] = []) =>
      staffHeaders(database.db, await addTestStaff(database.db, { roles, storeCodes }));
    who.admin = await member(['admin']);
    who.customer_service = await member(['customer_service']);
    who.store = await member(['store'], ['BKK01']);
    who.other_store = await member(['store'], ['LAX01']);
    who.marketing = await member(['marketing']);
    expect(STAFF_ROLES).toEqual(['admin', 'customer_service', 'store', 'marketing']);
  });

  it("lists a booking on its day on the store's clock, with what the counter needs", async () => {
    // 00:30 in Bangkok is 17:30 UTC the day before, and outside the store's hours (06:00-23:00).
    const probe = await prepareBooking(client, database.db, { store: 'BKK01', from: bkk(5), to: bkk(7) });
    const pass = probe.detail.extra_services.find((extra) => extra.code === 'easy_pass')!;
    const booked = await book({
      from: bkk(5, '00:30'),
      to: bkk(7, '23:30'),
      skuId: probe.fields.sku_id,
      extras: [{ id: pass.id, quantity: 1 }],
    });
    const listed = (days: number, list: 'pickups' | 'returns') =>
      api
        .day({ store: 'BKK01', date: bkkDate(days) }, who.store!)
        .then(({ body }) => dayOf(body)[list].map((rental) => rental.trade_no));
    expect(await listed(5, 'pickups')).toContain(booked.tradeNo);
    expect(await listed(4, 'pickups')).not.toContain(booked.tradeNo);
    expect(await listed(6, 'pickups')).not.toContain(booked.tradeNo);
    expect(await listed(7, 'returns')).toContain(booked.tradeNo);
    expect(await listed(6, 'returns')).not.toContain(booked.tradeNo);
    expect(await listed(8, 'returns')).not.toContain(booked.tradeNo);

    const day = dayOf((await api.day({ store: 'BKK01', date: bkkDate(5) }, who.store!)).body);
    expect(day.store).toMatchObject({ code: 'BKK01', zone: BANGKOK });
    expect(day.stores.map((store) => store.code)).toEqual(['BKK01']);
    expect(day.today).toBe(bkkDate(0));
    const rental = day.pickups.find((entry) => entry.trade_no === booked.tradeNo)!;
    const bill = booked.order.bill;
    expect(rental).toMatchObject({
      status: 'NORMAL',
      pay_method: 'ARRIVAL',
      pickup_wall: bkk(5, '00:30'),
      drop_off_wall: bkk(7, '23:30'),
      driver: { name: 'Wei Zhang', phone: `+86 ${booked.phone}` },
      unit: { plate: await heldPlate(booked.order.id) },
      flight_no: 'CA983',
      extras: [{ code: 'easy_pass', quantity: 1 }],
      paid_online: { payment: 0, local: 0 },
      due_at_counter: sumAmounts([bill.offlinePrice, bill.notInBillPrice]),
      after_hours_fee: orderAmounts(bill, false).after_hours_fee,
      progress: { stage: 'ready', picked_up_at: null },
      can: { hand_over: false, take_back: false, no_show: false },
    });
    // Outside the hours at both ends: the out-of-hours fee is due at the counter, beside the rest.
    expect(rental.after_hours_fee.local).toBeGreaterThan(0);
    expect(rental.due_at_counter.local).toBeGreaterThan(bill.totalBillPrice.local);

    // Days ahead: it cannot be handed over yet, nor marked a no-show, and nothing is written.
    const before = await snapshot();
    const early = await api.handOver(
      { trade_no: booked.tradeNo, plate: rental.unit!.plate, odometer: '100', fuel_eighths: '8' },
      who.store!,
    );
    expect({ status: early.status, code: early.body.code }).toEqual({ status: 409, code: 1318 });
    const noShow = await api.noShow({ trade_no: booked.tradeNo }, who.store!);
    expect({ status: noShow.status, code: noShow.body.code }).toEqual({ status: 409, code: 1315 });
    expect(await snapshot()).toEqual(before);
  });

  it("shows today by default on the store's clock, and another store's desk as unknown", async () => {
    const today = dayOf((await api.day({ store: 'BKK01' }, who.customer_service!)).body);
    expect(today.date).toBe(bkkDate(0));
    expect(today.stores.length).toBeGreaterThan(1);
    const theirs = await api.day({ store: 'LAX01' }, who.store!);
    const unknown = await api.day({ store: 'ZZZ99' }, who.store!);
    expect(theirs.status).toBe(404);
    expect({ status: theirs.status, body: theirs.body }).toEqual({
      status: unknown.status,
      body: unknown.body,
    });
  });

  it("hands over and takes back, records the readings, and the traveller's order shows the progress", async () => {
    // Picked up at midnight today on Bangkok's clock: due now, whatever the hour there.
    const booked = await book({ from: bkk(0, '00:00'), to: bkk(2, '10:00') });
    const today = dayOf((await api.day({ store: 'BKK01' }, who.store!)).body);
    const listed = today.pickups.find((entry) => entry.trade_no === booked.tradeNo)!;
    expect(listed.can).toEqual({ hand_over: true, take_back: false, no_show: true });
    const plate = listed.unit!.plate;
    expect((await travellerOrder(booked.tradeNo, booked.cookie)).progress).toBeNull();

    const before = await snapshot();
    const wrong = await api.handOver(
      { trade_no: booked.tradeNo, plate: 'NOT-THIS-ONE', odometer: '12000', fuel_eighths: '8' },
      who.store!,
    );
    expect({ status: wrong.status, code: wrong.body.code }).toEqual({ status: 422, code: 1317 });
    const notYet = await api.takeBack(
      { trade_no: booked.tradeNo, odometer: '12500', fuel_eighths: '6', hours_late: '0' },
      who.store!,
    );
    expect({ status: notYet.status, code: notYet.body.code }).toEqual({ status: 409, code: 1313 });
    expect(await snapshot()).toEqual(before);

    const handed = movedOf(
      (
        await api.handOver(
          { trade_no: booked.tradeNo, plate: plate.toLowerCase(), odometer: '12000', fuel_eighths: '7' },
          who.store!,
        )
      ).body,
    );
    expect(handed.progress).toMatchObject({
      stage: 'picked_up',
      plate,
      pickup_odometer: 12000,
      pickup_fuel_eighths: 7,
    });
    expect(handed.can).toEqual({ hand_over: false, take_back: true, no_show: false });
    const picked = await travellerOrder(booked.tradeNo, booked.cookie);
    expect(picked.progress).toEqual({ stage: 'picked_up', at: handed.progress.picked_up_at });

    const afterHandOver = await snapshot();
    for (const [call, code] of [
      [
        () => api.handOver({ trade_no: booked.tradeNo, plate, odometer: '1', fuel_eighths: '1' }, who.admin!),
        1311,
      ],
      [() => api.noShow({ trade_no: booked.tradeNo }, who.admin!), 1311],
      [
        () =>
          api.takeBack(
            { trade_no: booked.tradeNo, odometer: '11999', fuel_eighths: '8', hours_late: '0' },
            who.admin!,
          ),
        1316,
      ],
    ] as const) {
      const answer = await call();
      expect(answer.body.code).toBe(code);
      expect(answer.status).toBeGreaterThanOrEqual(409);
    }
    expect(await snapshot()).toEqual(afterHandOver);

    const returned = movedOf(
      (
        await api.takeBack(
          {
            trade_no: booked.tradeNo,
            odometer: '12480',
            fuel_eighths: '5',
            damage_note: 'A scratch on the rear bumper',
            hours_late: '2',
          },
          who.store!,
        )
      ).body,
    );
    expect(returned.progress).toMatchObject({
      stage: 'returned',
      plate,
      pickup_odometer: 12000,
      return_odometer: 12480,
      return_fuel_eighths: 5,
      damage_note: 'A scratch on the rear bumper',
      hours_late: 2,
    });
    const [row] = await database.db
      .select()
      .from(rentalProgress)
      .where(eq(rentalProgress.orderId, booked.order.id));
    expect(row).toMatchObject({
      stage: 'returned',
      pickupOdometer: 12000,
      returnOdometer: 12480,
      hoursLate: 2,
    });
    expect((await travellerOrder(booked.tradeNo, booked.cookie)).progress).toEqual({
      stage: 'returned',
      at: returned.progress.returned_at,
    });
    const again = await api.takeBack(
      { trade_no: booked.tradeNo, odometer: '12500', fuel_eighths: '8', hours_late: '0' },
      who.store!,
    );
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 1314 });

    // Both moves are in the audit trail, with who and what before and after.
    const actions = await database.db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.orderId, booked.order.id))
      .orderBy(operatorActions.createdAt);
    expect(actions.map((action) => action.action)).toEqual(['desk.hand_over', 'desk.take_back']);
    expect(actions[0]).toMatchObject({
      before: { stage: 'ready' },
      after: { stage: 'picked_up', plate, odometer: 12000, fuel_eighths: 7 },
    });
    expect(actions[1]).toMatchObject({
      before: { stage: 'picked_up', odometer: 12000 },
      after: { stage: 'returned', odometer: 12480, fuel_eighths: 5, hours_late: 2 },
    });
    expect(actions.every((action) => action.staffId !== null)).toBe(true);
  });

  it('marks a no-show only after the pick-up time, and then nothing else moves', async () => {
    const later = await book({ from: bkk(1, '10:00'), to: bkk(3, '10:00') });
    const before = await snapshot();
    const early = await api.noShow({ trade_no: later.tradeNo }, who.store!);
    expect({ status: early.status, code: early.body.code }).toEqual({ status: 409, code: 1315 });
    expect(await snapshot()).toEqual(before);

    const due = await book({ from: bkk(0, '00:00'), to: bkk(1, '10:00') });
    const marked = movedOf((await api.noShow({ trade_no: due.tradeNo }, who.store!)).body);
    expect(marked.progress.stage).toBe('no_show');
    expect(marked.can).toEqual({ hand_over: false, take_back: false, no_show: false });
    expect((await travellerOrder(due.tradeNo, due.cookie)).progress).toMatchObject({ stage: 'no_show' });
    const [audit] = await database.db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.orderId, due.order.id));
    expect(audit).toMatchObject({ action: 'desk.no_show', before: { stage: 'ready' } });

    const afterNoShow = await snapshot();
    const plate = await heldPlate(due.order.id);
    const handOver = await api.handOver(
      { trade_no: due.tradeNo, plate, odometer: '100', fuel_eighths: '8' },
      who.store!,
    );
    expect(handOver.body.code).toBe(1312);
    const again = await api.noShow({ trade_no: due.tradeNo }, who.store!);
    expect(again.body.code).toBe(1312);
    const takeBack = await api.takeBack(
      { trade_no: due.tradeNo, odometer: '200', fuel_eighths: '8', hours_late: '0' },
      who.store!,
    );
    expect(takeBack.body.code).toBe(1313);
    expect(await snapshot()).toEqual(afterNoShow);
  });

  it('refuses an order that is not booked for pick-up (unpaid online) and does not list it', async () => {
    const booking = await prepareBooking(client, database.db, {
      store: 'BKK01',
      payMode: 'full_prepaid',
      from: bkk(0, '00:00'),
      to: bkk(2, '10:00'),
    });
    const created = await postBooking(client, booking.fields, { userId: 'g_desk_unpaid' });
    expect(created.body.code).toBe(200);
    const tradeNo = String(created.body.data!.trade_no);
    const [row] = await database.db.select().from(orders).where(eq(orders.tradeNo, tradeNo));
    expect(row!.status).toBe('CREATE_ORDER');
    const today = dayOf((await api.day({ store: 'BKK01' }, who.store!)).body);
    expect(today.pickups.map((rental) => rental.trade_no)).not.toContain(tradeNo);
    const before = await snapshot();
    const handOver = await api.handOver(
      { trade_no: tradeNo, plate: await heldPlate(row!.id), odometer: '100', fuel_eighths: '8' },
      who.store!,
    );
    expect({ status: handOver.status, code: handOver.body.code }).toEqual({ status: 409, code: 1310 });
    const noShow = await api.noShow({ trade_no: tradeNo }, who.store!);
    expect(noShow.body.code).toBe(1310);
    expect(await snapshot()).toEqual(before);
  });

  it('answers bad input with -1 and changes nothing', async () => {
    const booked = await book({ from: bkk(0, '00:00'), to: bkk(2, '10:00') });
    const plate = await heldPlate(booked.order.id);
    const before = await snapshot();
    const good = { trade_no: booked.tradeNo, plate, odometer: '100', fuel_eighths: '8' };
    const bad: [string, () => ReturnType<TestClient['get']>][] = [
      ['day without a store', () => api.day({}, who.admin!)],
      ['day of a bad store code', () => api.day({ store: 'B K!' }, who.admin!)],
      ['day of 30 February', () => api.day({ store: 'BKK01', date: '2026-02-30' }, who.admin!)],
      ['day of a date in words', () => api.day({ store: 'BKK01', date: 'today' }, who.admin!)],
      ['hand over a negative odometer', () => api.handOver({ ...good, odometer: '-5' }, who.admin!)],
      ['hand over a decimal odometer', () => api.handOver({ ...good, odometer: '10.5' }, who.admin!)],
      ['hand over nine eighths', () => api.handOver({ ...good, fuel_eighths: '9' }, who.admin!)],
      ['hand over no plate', () => api.handOver({ ...good, plate: '  ' }, who.admin!)],
      ['hand over a bad number', () => api.handOver({ ...good, trade_no: 'abc' }, who.admin!)],
      [
        'take back without hours late',
        () => api.takeBack({ trade_no: booked.tradeNo, odometer: '200', fuel_eighths: '4' }, who.admin!),
      ],
      [
        'take back a note too long',
        () =>
          api.takeBack(
            {
              trade_no: booked.tradeNo,
              odometer: '200',
              fuel_eighths: '4',
              hours_late: '0',
              damage_note: 'x'.repeat(1001),
            },
            who.admin!,
          ),
      ],
      ['no-show without a number', () => api.noShow({}, who.admin!)],
    ];
    for (const [name, call] of bad) {
      const answer = await call();
      expect({ name, status: answer.status, code: answer.body.code }).toEqual({
        name,
        status: 400,
        code: -1,
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  describe('who may call the desk', () => {
    let tradeNo = '';
    let plate = '';
    const UNKNOWN = '900000000000000001';

    beforeAll(async () => {
      // A booking days ahead: every allowed move is refused by its state (409), so none changes it.
      const booked = await book({ from: bkk(9, '10:00'), to: bkk(11, '10:00') });
      tradeNo = booked.tradeNo;
      plate = await heldPlate(booked.order.id);
      const outsiders = await notStaffCookies(database.db);
      who.traveller = { Cookie: outsiders.traveller.cookie };
      who.guest = { Cookie: outsiders.guest.cookie };
      who.none = {};
    });

    const CALLS: [string, (number: string, headers: Headers) => ReturnType<TestClient['get']>][] = [
      ['GET /ops/desk/day', (_number, h) => api.day({ store: 'BKK01', date: bkkDate(9) }, h)],
      [
        'POST /ops/desk/hand_over',
        (number, h) => api.handOver({ trade_no: number, plate, odometer: '10', fuel_eighths: '8' }, h),
      ],
      [
        'POST /ops/desk/take_back',
        (number, h) =>
          api.takeBack({ trade_no: number, odometer: '10', fuel_eighths: '8', hours_late: '0' }, h),
      ],
      ['POST /ops/desk/no_show', (number, h) => api.noShow({ trade_no: number }, h)],
    ];
    const EXPECTED: Record<string, 'allowed' | number> = {
      admin: 'allowed',
      customer_service: 'allowed',
      store: 'allowed',
      other_store: 404,
      marketing: 403,
      traveller: 403,
      guest: 403,
      none: 401,
    };

    it.each(CALLS)('%s answers each caller as the roles and stores say', async (_name, call) => {
      const before = await snapshot();
      const seen: Record<string, 'allowed' | number> = {};
      for (const caller of Object.keys(EXPECTED)) {
        const answer = await call(tradeNo, who[caller]!);
        expect(answer.status, caller).toBeLessThan(500);
        seen[caller] = [200, 409].includes(answer.status) ? 'allowed' : answer.status;
        if (EXPECTED[caller] === 404) {
          // Another store's order (or desk) answers exactly as an unknown one.
          const unknown = await call(UNKNOWN, who[caller]!);
          if (_name !== 'GET /ops/desk/day') expect(answer.body).toEqual(unknown.body);
        } else if (EXPECTED[caller] !== 'allowed') {
          expect(answer.body.code, caller).toBe(EXPECTED[caller]);
        }
      }
      expect(seen).toEqual(EXPECTED);
      expect(await snapshot()).toEqual(before);
    });
  });
});
