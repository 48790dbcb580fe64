import { and, asc, count, eq, isNull, like } from 'drizzle-orm';
import { carListSchema } from '@/lib/api/contract/car';
import {
  fleetClashSchema,
  opsFleetChangeSchema,
  opsFleetSchema,
  type OpsFleet,
} from '@/lib/api/contract/ops-fleet';
import {
  bookings,
  carModels,
  fleetUnits,
  inventoryVersions,
  operatorActions,
  skus,
} from '@/server/db/schema';
import { query } from './booking-fixtures';
import type { TestClient } from './client';
import { databaseKinds, useApiDatabase } from './databases';
import { on } from './la-clock';
import { bookAsGuest } from './orders-fixtures';
import { addTestStaff, notStaffCookies, staffHeaders, staffOfEveryRole } from './staff-fixtures';

type Headers = Record<string, string>;

/** The back office's fleet calls, as the fleet page makes them. */
const fleetApi = (client: TestClient) => ({
  list: (store: string, headers: Headers) => client.get(`/ops/fleet/list?${query({ store })}`, headers),
  add: (form: Record<string, string>, headers: Headers) =>
    client.postForm('/ops/fleet/add_unit', form, headers),
  retire: (form: Record<string, string>, headers: Headers) =>
    client.postForm('/ops/fleet/retire_unit', form, headers),
  block: (form: Record<string, string>, headers: Headers) =>
    client.postForm('/ops/fleet/block', form, headers),
  unblock: (form: Record<string, string>, headers: Headers) =>
    client.postForm('/ops/fleet/unblock', form, headers),
});

const fleetOf = (body: { code: number; data: unknown }): OpsFleet => {
  expect(body.code, JSON.stringify(body)).toBe(200);
  return opsFleetChangeSchema.parse(body.data).fleet;
};

/**
 * The fleet through /ops/fleet: a maintenance block is a hold without an order under the
 * bookings' exclusion constraint, so it is refused where a booking holds the unit, and every change
 * moves the store's inventory version in its own transaction, so the very next search (list and
 * detail) sees one unit fewer or more; each change is audited; a store role reaches its own stores.
 */
describe.each(databaseKinds)('the fleet in the back office on %s', (kind) => {
  const { database, client } = useApiDatabase(kind, { freshman: false });
  const api = fleetApi(client);
  let staff: Awaited<ReturnType<typeof staffOfEveryRole>>;
  let admin: Headers = {};
  let storeLax: Headers = {};
  let storeSfo: Headers = {};

  beforeAll(async () => {
    staff = await staffOfEveryRole(database.db);
    admin = staff.admin.headers;
    storeLax = staff.store.headers;
    storeSfo = await staffHeaders(
      database.db,
      await addTestStaff(database.db, { roles: ['store'], storeCodes: ['SFO01'] }),
    );
  });

  /** A LAX01 car's SKU and its units in service, lowest id first. */
  const carAt = async (model: string, store = 'LAX01') => {
    const [sku] = await database.db
      .select({ id: skus.id })
      .from(skus)
      .innerJoin(carModels, eq(carModels.id, skus.carModelId))
      .where(and(eq(skus.storeCode, store), eq(carModels.code, model)));
    const units = await database.db
      .select({ id: fleetUnits.id, plate: fleetUnits.plate })
      .from(fleetUnits)
      .where(and(eq(fleetUnits.skuId, sku!.id), eq(fleetUnits.active, true)))
      .orderBy(asc(fleetUnits.id));
    return { skuId: sku!.id, units };
  };
  const search = (from: number, to: number) => ({
    pickup_location: 'LAX01',
    drop_off_location: 'LAX01',
    pickup_date_time: on(from),
    drop_off_date_time: on(to),
    currency: 'USD',
  });
  /** The free units the car list shows for the SKU (0: not listed, sold out). */
  const listed = async (skuId: number, from: number, to: number) => {
    const { body } = await client.get(`/car/get_car_list?${query(search(from, to))}`);
    expect(body.code, JSON.stringify(body)).toBe(200);
    return carListSchema.parse(body.data).list.find((car) => car.sku_id === skuId)?.free_units ?? 0;
  };
  const detailCode = async (skuId: number, from: number, to: number) =>
    (await client.get(`/car/get_car_detail?${query({ ...search(from, to), sku_id: skuId })}`)).body.code;
  const version = async () => {
    const [row] = await database.db
      .select({ version: inventoryVersions.version })
      .from(inventoryVersions)
      .where(eq(inventoryVersions.storeCode, 'LAX01'));
    return row?.version ?? 0;
  };
  /** Everything a fleet change writes: units, holds, the inventory version and the audit rows. */
  const writes = async () => {
    const [units] = await database.db.select({ n: count() }).from(fleetUnits);
    const [active] = await database.db
      .select({ n: count() })
      .from(fleetUnits)
      .where(eq(fleetUnits.active, true));
    const [holds] = await database.db.select({ n: count() }).from(bookings);
    const [live] = await database.db.select({ n: count() }).from(bookings).where(isNull(bookings.releasedAt));
    const [actions] = await database.db
      .select({ n: count() })
      .from(operatorActions)
      .where(like(operatorActions.action, 'fleet.%'));
    return {
      units: units!.n,
      active: active!.n,
      holds: holds!.n,
      live: live!.n,
      actions: actions!.n,
      version: await version(),
    };
  };
  const lastAction = async () => {
    const [row] = await database.db
      .select()
      .from(operatorActions)
      .where(like(operatorActions.action, 'fleet.%'))
      .orderBy(asc(operatorActions.createdAt), asc(operatorActions.id))
      .then((rows) => rows.slice(-1));
    return row!;
  };
  const block = (unitId: number, from: number, to: number, reason = 'brake pads') =>
    api.block({ store: 'LAX01', unit_id: String(unitId), from: on(from), to: on(to), reason }, storeLax);

  it('lists each car’s units with their holds, for the store’s own staff', async () => {
    const { body } = await api.list('LAX01', storeLax);
    expect(body.code, JSON.stringify(body)).toBe(200);
    const fleet = opsFleetSchema.parse(body.data);
    expect(fleet.store.code).toBe('LAX01');
    expect(fleet.stores.map((store) => store.code)).toEqual(['LAX01']);
    expect(fleet.time_zone).toBe('America/Los_Angeles');
    expect(fleet.inventory_version).toBe(await version());
    const mirai = await carAt('toyota-mirai');
    const car = fleet.cars.find((entry) => entry.sku_id === mirai.skuId)!;
    expect(car.units.map((unit) => unit.plate)).toEqual(mirai.units.map((unit) => unit.plate));
    expect(car.units.every((unit) => unit.in_service)).toBe(true);
    // An admin picks among every store.
    const all = opsFleetSchema.parse((await api.list('SFO01', admin)).body.data);
    expect(all.stores.length).toBeGreaterThan(5);
    expect(all.cars.length).toBeGreaterThan(0);
  });

  it('blocking the last free unit sells the car out in the very next search; unblocking brings it back', async () => {
    const { skuId, units } = await carAt('toyota-mirai');
    expect(units).toHaveLength(2);
    expect(await listed(skuId, 50, 53)).toBe(2);

    const v0 = await version();
    const first = fleetOf((await block(units[0]!.id, 49, 52)).body);
    expect(first.inventory_version).toBe(v0 + 1);
    expect(await listed(skuId, 50, 53)).toBe(1);
    const hold = first.cars.find((car) => car.sku_id === skuId)!.units[0]!.holds[0]!;
    expect(hold).toMatchObject({
      kind: 'block',
      trade_no: null,
      reason: 'brake pads',
      from: on(49),
      to: on(52),
    });

    const second = fleetOf((await block(units[1]!.id, 50, 54, 'recall')).body);
    expect(second.inventory_version).toBe(v0 + 2);
    expect(await listed(skuId, 50, 53)).toBe(0);
    expect(await detailCode(skuId, 50, 53)).toBe(1001);
    // Outside the blocks the car is still offered.
    expect(await listed(skuId, 60, 63)).toBe(2);

    const audit = await lastAction();
    expect(audit).toMatchObject({
      action: 'fleet.block',
      staffId: staff.store.member.id,
      operator: staff.store.member.name,
      before: null,
      reason: 'recall',
    });
    expect(audit.after).toMatchObject({ from: on(50), to: on(54), reason: 'recall' });
    expect(audit.detail).toMatchObject({ store: 'LAX01', unit_id: units[1]!.id, plate: units[1]!.plate });

    const secondHold = second.cars.find((car) => car.sku_id === skuId)!.units[1]!.holds[0]!;
    const lifted = fleetOf(
      (
        await api.unblock(
          { store: 'LAX01', hold_id: String(secondHold.hold_id), reason: 'parts came' },
          storeLax,
        )
      ).body,
    );
    expect(lifted.inventory_version).toBe(v0 + 3);
    expect(lifted.cars.find((car) => car.sku_id === skuId)!.units[1]!.holds).toEqual([]);
    expect(await listed(skuId, 50, 53)).toBe(1);
    expect(await detailCode(skuId, 50, 53)).toBe(200);
    expect(await lastAction()).toMatchObject({
      action: 'fleet.unblock',
      before: { hold_id: secondHold.hold_id, released: false },
      after: { hold_id: secondHold.hold_id, released: true },
      reason: 'parts came',
    });
    // Lifted twice: the block is gone, nothing is written.
    const before = await writes();
    const again = await api.unblock({ store: 'LAX01', hold_id: String(secondHold.hold_id) }, storeLax);
    expect(again.body.code).toBe(404);
    expect(await writes()).toEqual(before);
  });

  it('refuses a block over a booked unit, naming the order, and writes nothing', async () => {
    const { skuId } = await carAt('toyota-camry');
    const booked = await bookAsGuest(client, database.db, { skuId, from: on(30), to: on(33) });
    const [held] = await database.db
      .select({ unitId: bookings.fleetUnitId })
      .from(bookings)
      .where(eq(bookings.orderId, booked.order.id));
    const before = await writes();
    const refused = await block(held!.unitId, 32, 35);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(1321);
    const clash = fleetClashSchema.parse(refused.body.data);
    expect(clash.unit_id).toBe(held!.unitId);
    expect(clash.clashes).toEqual([
      expect.objectContaining({ kind: 'booking', trade_no: booked.tradeNo, from: on(30), to: on(33) }),
    ]);
    expect(await writes()).toEqual(before);

    // A block over another block is refused the same way, naming that block.
    fleetOf((await block(held!.unitId, 40, 42, 'tyres')).body);
    const overBlock = await block(held!.unitId, 41, 43);
    expect(overBlock.body.code).toBe(1321);
    expect(fleetClashSchema.parse(overBlock.body.data).clashes).toEqual([
      expect.objectContaining({ kind: 'block', trade_no: null, reason: 'tyres' }),
    ]);
    // Right after the booking ends the unit can be blocked ([start, end): a 10:00 return frees 10:00).
    fleetOf((await block(held!.unitId, 33, 34)).body);
    const fleet = opsFleetSchema.parse((await api.list('LAX01', storeLax)).body.data);
    const unit = fleet.cars.flatMap((car) => car.units).find((entry) => entry.unit_id === held!.unitId)!;
    expect(unit.holds.map((entry) => [entry.kind, entry.trade_no, entry.from])).toEqual([
      ['booking', booked.tradeNo, on(30)],
      ['block', null, on(33)],
      ['block', null, on(40)],
    ]);
  });

  it('adds a unit with a plate of its own, and retires it: the search offers one more, then one fewer', async () => {
    const { skuId, units } = await carAt('kia-k5');
    const offered = await listed(skuId, 70, 72);
    const added = fleetOf(
      (await api.add({ store: 'LAX01', sku_id: String(skuId), plate: '  7tst   101 ' }, storeLax)).body,
    );
    const car = added.cars.find((entry) => entry.sku_id === skuId)!;
    const unit = car.units.find((entry) => entry.plate === '7TST 101')!;
    expect(unit).toMatchObject({ in_service: true, holds: [] });
    expect(car.units).toHaveLength(units.length + 1);
    expect(await listed(skuId, 70, 72)).toBe(offered + 1);
    expect(await lastAction()).toMatchObject({
      action: 'fleet.add_unit',
      before: null,
      after: { unit_id: unit.unit_id, plate: '7TST 101', in_service: true },
    });

    // The same plate again (in any case or spacing), here or at another store: refused by name.
    const before = await writes();
    for (const [store, headers, skuOf] of [
      ['LAX01', storeLax, skuId],
      ['SFO01', storeSfo, (await carAt('toyota-prius', 'SFO01')).skuId],
    ] as const) {
      const taken = await api.add({ store, sku_id: String(skuOf), plate: '7tst 101' }, headers);
      expect(taken.status).toBe(409);
      expect(taken.body.code).toBe(1320);
    }
    const seeded = await api.add({ store: 'LAX01', sku_id: String(skuId), plate: units[0]!.plate }, admin);
    expect(seeded.body.code).toBe(1320);
    expect(await writes()).toEqual(before);

    // Its coming block goes with it when it is retired.
    const blocked = fleetOf((await block(unit.unit_id, 80, 82)).body);
    const blockId = blocked.cars
      .flatMap((entry) => entry.units)
      .find((entry) => entry.unit_id === unit.unit_id)!.holds[0]!.hold_id;
    const v = await version();
    const retired = fleetOf(
      (await api.retire({ store: 'LAX01', unit_id: String(unit.unit_id), reason: 'written off' }, storeLax))
        .body,
    );
    expect(retired.inventory_version).toBeGreaterThan(v);
    const gone = retired.cars
      .flatMap((entry) => entry.units)
      .find((entry) => entry.unit_id === unit.unit_id)!;
    expect(gone).toMatchObject({ in_service: false, holds: [] });
    expect(await listed(skuId, 70, 72)).toBe(offered);
    const [released] = await database.db.select().from(bookings).where(eq(bookings.id, blockId));
    expect(released!.releasedAt).not.toBeNull();
    expect(await lastAction()).toMatchObject({
      action: 'fleet.retire_unit',
      before: { unit_id: unit.unit_id, in_service: true },
      after: { unit_id: unit.unit_id, in_service: false, released_blocks: [blockId] },
      reason: 'written off',
    });

    // Retired: not offered, not blocked, not retired twice.
    const after = await writes();
    expect((await block(unit.unit_id, 90, 91)).body.code).toBe(1322);
    expect(
      (await api.retire({ store: 'LAX01', unit_id: String(unit.unit_id), reason: 'again' }, storeLax)).body
        .code,
    ).toBe(1322);
    expect(await writes()).toEqual(after);
  });

  it('never offers a retired unit: retiring all but one leaves one to book', async () => {
    const { skuId, units } = await carAt('jeep-wrangler');
    expect(units.length).toBeGreaterThan(1);
    for (const unit of units.slice(1)) {
      fleetOf((await api.retire({ store: 'LAX01', unit_id: String(unit.id), reason: 'sold' }, admin)).body);
    }
    expect(await listed(skuId, 20, 22)).toBe(1);
    const booked = await bookAsGuest(client, database.db, { skuId, from: on(20), to: on(22) });
    const [held] = await database.db
      .select({ unitId: bookings.fleetUnitId })
      .from(bookings)
      .where(eq(bookings.orderId, booked.order.id));
    expect(held!.unitId).toBe(units[0]!.id);
    expect(await listed(skuId, 20, 22)).toBe(0);
    expect(await detailCode(skuId, 20, 22)).toBe(1001);
  });

  it('refuses to retire a unit a coming booking holds, naming the order', async () => {
    const { skuId } = await carAt('toyota-rav4');
    const booked = await bookAsGuest(client, database.db, { skuId, from: on(25), to: on(27) });
    const [held] = await database.db
      .select({ unitId: bookings.fleetUnitId })
      .from(bookings)
      .where(eq(bookings.orderId, booked.order.id));
    const before = await writes();
    const refused = await api.retire(
      { store: 'LAX01', unit_id: String(held!.unitId), reason: 'sold' },
      storeLax,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(1321);
    expect(fleetClashSchema.parse(refused.body.data).clashes).toEqual([
      expect.objectContaining({ kind: 'booking', trade_no: booked.tradeNo }),
    ]);
    expect(await writes()).toEqual(before);
  });

  it('answers bad input with -1 (or an unknown unit with 404) and changes nothing', async () => {
    const { skuId, units } = await carAt('toyota-prius');
    const sfo = await carAt('toyota-prius', 'SFO01');
    const unit = String(units[0]!.id);
    const before = await writes();
    const bad: [string, ReturnType<typeof api.block>, number][] = [
      [
        'block without a reason',
        api.block({ store: 'LAX01', unit_id: unit, from: on(5), to: on(6), reason: ' ' }, storeLax),
        -1,
      ],
      [
        'block from the past',
        api.block({ store: 'LAX01', unit_id: unit, from: on(-1), to: on(6), reason: 'x' }, storeLax),
        -1,
      ],
      [
        'block ending before it starts',
        api.block({ store: 'LAX01', unit_id: unit, from: on(6), to: on(5), reason: 'x' }, storeLax),
        -1,
      ],
      [
        'block of more than a year',
        api.block({ store: 'LAX01', unit_id: unit, from: on(5), to: on(400), reason: 'x' }, storeLax),
        -1,
      ],
      [
        'block on no real day',
        api.block(
          { store: 'LAX01', unit_id: unit, from: '2027-02-30 10:00', to: on(6), reason: 'x' },
          storeLax,
        ),
        -1,
      ],
      [
        'block with words for a time',
        api.block({ store: 'LAX01', unit_id: unit, from: 'tomorrow', to: on(6), reason: 'x' }, storeLax),
        -1,
      ],
      [
        'block of unit -1',
        api.block({ store: 'LAX01', unit_id: '-1', from: on(5), to: on(6), reason: 'x' }, storeLax),
        -1,
      ],
      [
        'block with a long reason',
        api.block(
          { store: 'LAX01', unit_id: unit, from: on(5), to: on(6), reason: 'x'.repeat(501) },
          storeLax,
        ),
        -1,
      ],
      ['add without a plate', api.add({ store: 'LAX01', sku_id: String(skuId), plate: '   ' }, storeLax), -1],
      [
        'add a plate with markup',
        api.add({ store: 'LAX01', sku_id: String(skuId), plate: '<b>1</b>' }, storeLax),
        -1,
      ],
      ['add a car that is a word', api.add({ store: 'LAX01', sku_id: 'abc', plate: 'OK 1' }, storeLax), -1],
      ['add to a bad store code', api.add({ store: 'L-1', sku_id: String(skuId), plate: 'OK 1' }, admin), -1],
      ['retire without a reason', api.retire({ store: 'LAX01', unit_id: unit }, storeLax), -1],
      ['unblock hold 0', api.unblock({ store: 'LAX01', hold_id: '0' }, storeLax), -1],
      [
        'add another store’s car',
        api.add({ store: 'LAX01', sku_id: String(sfo.skuId), plate: 'OK 2' }, admin),
        404,
      ],
      [
        'block another store’s unit',
        api.block(
          { store: 'LAX01', unit_id: String(sfo.units[0]!.id), from: on(5), to: on(6), reason: 'x' },
          admin,
        ),
        404,
      ],
      [
        'retire a unit that does not exist',
        api.retire({ store: 'LAX01', unit_id: '99999999', reason: 'x' }, admin),
        404,
      ],
      ['list an unknown store', api.list('ZZZ99', admin), 404],
    ];
    for (const [what, call, code] of bad) {
      const { status, body } = await call;
      expect(body.code, what).toBe(code);
      expect(status, what).toBe(code === -1 ? 400 : 404);
    }
    const past = await api.block(
      { store: 'LAX01', unit_id: unit, from: on(-1), to: on(6), reason: 'x' },
      storeLax,
    );
    expect(past.body.data).toEqual({ fields: [{ path: 'from', message: 'past_time' }] });
    expect(await writes()).toEqual(before);
  });

  it('lets a store role reach its own stores only, and marketing and customer service none', async () => {
    const { skuId, units } = await carAt('nissan-versa');
    const { travellerToken, guest } = await notStaffCookies(database.db);
    const callers: [string, Headers, 'allowed' | number][] = [
      ['admin', admin, 'allowed'],
      ['store of LAX01', storeLax, 'allowed'],
      ['store of SFO01', storeSfo, 403],
      ['customer_service', staff.customer_service.headers, 403],
      ['marketing', staff.marketing.headers, 403],
      ['traveller', { 'Access-token': travellerToken }, 403],
      ['guest', { Cookie: guest.cookie }, 403],
      ['no session', {}, 401],
    ];
    let day = 100;
    const calls: [string, (headers: Headers, who: string) => ReturnType<typeof api.list>, number][] = [
      ['GET /ops/fleet/list', (h) => api.list('LAX01', h), 200],
      [
        'POST /ops/fleet/add_unit',
        (h, who) =>
          api.add(
            { store: 'LAX01', sku_id: String(skuId), plate: `RM ${who.replace(/[^a-z0-9]/gi, '')}` },
            h,
          ),
        200,
      ],
      [
        'POST /ops/fleet/retire_unit',
        (h) => api.retire({ store: 'LAX01', unit_id: '99999999', reason: 'matrix' }, h),
        404,
      ],
      [
        'POST /ops/fleet/block',
        (h) => {
          day += 2;
          return api.block(
            {
              store: 'LAX01',
              unit_id: String(units[0]!.id),
              from: on(day),
              to: on(day + 1),
              reason: 'matrix',
            },
            h,
          );
        },
        200,
      ],
      ['POST /ops/fleet/unblock', (h) => api.unblock({ store: 'LAX01', hold_id: '99999999' }, h), 404],
    ];
    // Whoever may call gets the answer of the input (done, or no such unit); everyone else is
    // stopped at the door and nothing is written.
    for (const [name, call, answer] of calls) {
      for (const [who, headers, expected] of callers) {
        const before = await writes();
        const { status, body } = await call(headers, who);
        expect(status, `${name} as ${who}`).toBeLessThan(500);
        if (expected === 'allowed') {
          expect(body.code, `${name} as ${who}`).toBe(answer);
        } else {
          expect(status, `${name} as ${who}`).toBe(expected);
          expect(body.code, `${name} as ${who}`).toBe(expected);
          expect(await writes(), `${name} as ${who}`).toEqual(before);
        }
      }
    }
    // The SFO01 store role works on its own store, and cannot reach LAX01's units through it.
    const own = opsFleetSchema.parse((await api.list('SFO01', storeSfo)).body.data);
    expect(own.stores.map((store) => store.code)).toEqual(['SFO01']);
    const through = await api.block(
      { store: 'SFO01', unit_id: String(units[0]!.id), from: on(150), to: on(151), reason: 'x' },
      storeSfo,
    );
    expect(through.body.code).toBe(404);
  });
});
