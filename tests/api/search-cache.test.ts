import { and, asc, eq, sql } from 'drizzle-orm';
import { carListSchema, type CarList } from '@/lib/api/contract/car';
import { bookings, carModels, fleetUnits, inventoryVersions, skus } from '@/server/db/schema';
import { holdFreeUnit, rangeLiteral } from '@/server/domain/holds';
import { currentInventoryVersions } from '@/server/http/inventory-versions';
import { arrival } from '@/server/http/read-after';
import { searchReads } from '@/server/observability/metrics';
import { databaseKinds, useApiDatabase } from './databases';
import { interval, on } from './la-clock';

// Search answers are remembered and reused while the store's inventory version is unchanged. These
// tests prove that any write that changes which cars are free shows in the very next search.

describe.each(databaseKinds)('remembered search answers on %s', (kind) => {
  const { database, client } = useApiDatabase(kind);

  type Query = Record<string, string>;
  const raw = (query: Query) => client.get(`/car/get_car_list?${new URLSearchParams(query)}`);
  const list = async (query: Query): Promise<CarList> => {
    const { body } = await raw(query);
    expect(body.code, JSON.stringify(body)).toBe(200);
    return carListSchema.parse(body.data);
  };
  /** How many list answers this process reused or read fresh (rentcar_search_list_reads_total). */
  const readsSoFar = async (answer: 'reused' | 'fresh') =>
    (await searchReads.get()).values.find((value) => value.labels.answer === answer)?.value ?? 0;
  /** The answer, and whether the server reused a remembered one. */
  const search = async (query: Query) => {
    const reusedBefore = await readsSoFar('reused');
    const data = await list(query);
    return { data, reused: (await readsSoFar('reused')) > reusedBefore };
  };
  const freeUnitsOf = (data: CarList, skuId: number) =>
    data.list.find((car) => car.sku_id === skuId)?.free_units;
  const skuOf = async (store: string, model: string) => {
    const [row] = await database.db
      .select({ id: skus.id })
      .from(skus)
      .innerJoin(carModels, eq(carModels.id, skus.carModelId))
      .where(and(eq(skus.storeCode, store), eq(carModels.code, model)));
    return row!.id;
  };
  const unitsOf = async (skuId: number) =>
    (
      await database.db
        .select({ id: fleetUnits.id })
        .from(fleetUnits)
        .where(eq(fleetUnits.skuId, skuId))
        .orderBy(asc(fleetUnits.id))
    ).map((unit) => unit.id);
  const laxWeek = (from: number): Query => ({
    pickup_location: 'LAX01',
    pickup_date_time: on(from),
    drop_off_date_time: on(from + 3),
  });

  it('reuses the answer of the same search while nothing changed, with a new expiry each time', async () => {
    const query = laxWeek(30);
    const first = await search(query);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await search(query);
    expect(second.reused).toBe(true);
    expect({ ...second.data, expired_time: '' }).toEqual({ ...first.data, expired_time: '' });
    expect(Date.parse(second.data.expired_time)).toBeGreaterThan(Date.parse(first.data.expired_time));
    // A different search (driver age) is its own answer.
    expect((await search({ ...query, driver_age: '21' })).reused).toBe(false);
  });

  it('shows a hold in the very next search, and its release in the one after', async () => {
    const query = laxWeek(33);
    const skuId = await skuOf('LAX01', 'toyota-corolla');
    const units = (await unitsOf(skuId)).length;
    expect(freeUnitsOf((await search(query)).data, skuId)).toBe(units);
    expect((await search(query)).reused).toBe(true);

    const held = await holdFreeUnit(database.db, skuId, interval(on(34), on(35)));
    expect(held).not.toBeNull();
    const afterHold = await search(query);
    expect(afterHold.reused).toBe(false);
    expect(freeUnitsOf(afterHold.data, skuId)).toBe(units - 1);
    expect(freeUnitsOf((await search(query)).data, skuId)).toBe(units - 1);

    await database.db
      .update(bookings)
      .set({ releasedAt: new Date() })
      .where(eq(bookings.id, held!.bookingId));
    const afterRelease = await search(query);
    expect(afterRelease.reused).toBe(false);
    expect(freeUnitsOf(afterRelease.data, skuId)).toBe(units);
  });

  it('lets travellers arriving together after a hold share the fresh read', async () => {
    const query = laxWeek(36);
    const skuId = await skuOf('LAX01', 'toyota-camry');
    const units = (await unitsOf(skuId)).length;
    await search(query);
    expect(await holdFreeUnit(database.db, skuId, interval(on(36), on(37)))).not.toBeNull();
    const freshBefore = await readsSoFar('fresh');
    const answers = await Promise.all(Array.from({ length: 20 }, () => list(query)));
    for (const data of answers) expect(freeUnitsOf(data, skuId)).toBe(units - 1);
    // Reads are shared by everyone who arrived before they started: not one read each.
    expect((await readsSoFar('fresh')) - freshBefore).toBeLessThanOrEqual(2);
  });

  it('drops a car from the next search once its last unit is held', async () => {
    const query = laxWeek(40);
    const skuId = await skuOf('LAX01', 'toyota-mirai');
    expect((await list(query)).list.map((car) => car.sku_id)).toContain(skuId);
    for (const _ of await unitsOf(skuId)) {
      expect(await holdFreeUnit(database.db, skuId, interval(on(41), on(42)))).not.toBeNull();
    }
    expect((await list(query)).list.map((car) => car.sku_id)).not.toContain(skuId);
  });

  it('sees bookings and fleet changes written straight to the tables', async () => {
    const query = laxWeek(50);
    const skuId = await skuOf('LAX01', 'nissan-versa');
    const [unit, other] = await unitsOf(skuId);
    const units = freeUnitsOf(await list(query), skuId)!;

    // A booking inserted by hand (an operator, another service).
    const [booking] = await database.db
      .insert(bookings)
      .values({ fleetUnitId: unit!, during: rangeLiteral(interval(on(50), on(51))) })
      .returning({ id: bookings.id });
    expect(freeUnitsOf(await list(query), skuId)).toBe(units - 1);

    // A unit retired from the fleet.
    await database.db.update(fleetUnits).set({ active: false }).where(eq(fleetUnits.id, other!));
    expect(freeUnitsOf(await list(query), skuId)).toBe(units - 2);
    await database.db.update(fleetUnits).set({ active: true }).where(eq(fleetUnits.id, other!));
    expect(freeUnitsOf(await list(query), skuId)).toBe(units - 1);

    // The booking deleted.
    await database.db.delete(bookings).where(eq(bookings.id, booking!.id));
    expect(freeUnitsOf(await list(query), skuId)).toBe(units);
  });

  it("keeps reusing a store's answers when another store's cars are held", async () => {
    const query = laxWeek(60);
    await search(query);
    expect((await search(query)).reused).toBe(true);
    const sfo = await skuOf('SFO01', 'toyota-corolla');
    expect(await holdFreeUnit(database.db, sfo, interval(on(60), on(62)))).not.toBeNull();
    expect((await search(query)).reused).toBe(true);
  });

  it('bumps the store version in the transaction of the write', async () => {
    const versionOf = async (store: string) => (await currentInventoryVersions(database.db)).get(store) ?? 0;
    const skuId = await skuOf('HNL01', 'toyota-corolla');
    const before = await versionOf('HNL01');
    const laxBefore = await versionOf('LAX01');
    await database.db
      .transaction(async (tx) => {
        await holdFreeUnit(tx, skuId, interval(on(70), on(71)));
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await versionOf('HNL01')).toBe(before); // rolled back with the hold
    expect(await holdFreeUnit(database.db, skuId, interval(on(70), on(71)))).not.toBeNull();
    expect(await versionOf('HNL01')).toBe(before + 1);
    expect(await versionOf('LAX01')).toBe(laxBefore);
    const [row] = await database.db
      .select({ version: inventoryVersions.version })
      .from(inventoryVersions)
      .where(eq(inventoryVersions.storeCode, 'HNL01'));
    expect(row?.version).toBe(before + 1);
    // TRUNCATE (a restore, a test reset) changes every store.
    await database.db.execute(sql`truncate ${bookings}`);
    expect(await versionOf('HNL01')).toBe(before + 2);
    expect(await versionOf('LAX01')).toBe(laxBefore + 1);
  });

  it('never answers a version read that started before the caller arrived', async () => {
    const early = arrival();
    const running = currentInventoryVersions(database.db);
    // Callers that arrived before the running read started share it...
    expect(currentInventoryVersions(database.db, early)).toBe(running);
    // ...later ones wait for the next read, and share that.
    const next = currentInventoryVersions(database.db);
    expect(next).not.toBe(running);
    expect(currentInventoryVersions(database.db)).toBe(next);
    await Promise.all([running, next]);

    const skuId = await skuOf('CHC01', 'toyota-corolla');
    const before = (await currentInventoryVersions(database.db)).get('CHC01') ?? 0;
    const inFlight = currentInventoryVersions(database.db);
    expect(await holdFreeUnit(database.db, skuId, interval(on(80), on(81)))).not.toBeNull();
    expect((await currentInventoryVersions(database.db)).get('CHC01')).toBe(before + 1);
    await inFlight;
  });
});
