import { and, asc, eq } from 'drizzle-orm';
import { pgErrorCode, PG_EXCLUSION_VIOLATION } from '@/server/db/errors';
import { bookings, fleetUnits, skus } from '@/server/db/schema';
import { holdFreeUnit, rangeLiteral } from '@/server/domain/holds';
import { databaseKinds, useApiDatabase } from './databases';

const day = 86_400_000;

describe.each(databaseKinds)('fleet unit holds on %s', (kind) => {
  // Enough connections for 30 of the 50 attempts to run at once on PostgreSQL, and no more: the
  // suite's two workers together must stay well under the server's 100 connections, which CI shares.
  const { database } = useApiDatabase(kind, { poolSize: 30 });
  let skuId: number;
  let unitIds: number[];

  beforeAll(async () => {
    const [sku] = await database.db
      .select()
      .from(skus)
      .where(eq(skus.storeCode, 'LAX01'))
      .orderBy(asc(skus.id))
      .limit(1);
    skuId = sku!.id;
    unitIds = (
      await database.db
        .select({ id: fleetUnits.id })
        .from(fleetUnits)
        .where(eq(fleetUnits.skuId, skuId))
        .orderBy(asc(fleetUnits.id))
    ).map((unit) => unit.id);
  });

  it('gives the last free unit to exactly one of 50 concurrent attempts', async () => {
    const interval = { start: new Date(Date.UTC(2027, 2, 1, 18)), end: new Date(Date.UTC(2027, 2, 5, 18)) };
    // Take every unit but the last.
    for (const _ of unitIds.slice(1)) expect(await holdFreeUnit(database.db, skuId, interval)).not.toBeNull();

    const overlapping = {
      start: new Date(interval.start.getTime() + day),
      end: new Date(interval.end.getTime() + day),
    };
    const attempts = await Promise.all(
      Array.from({ length: 50 }, () => holdFreeUnit(database.db, skuId, overlapping)),
    );
    const won = attempts.filter((attempt) => attempt !== null);
    expect(won).toHaveLength(1);

    const live = await database.db
      .select()
      .from(bookings)
      .where(
        and(eq(bookings.fleetUnitId, won[0]!.fleetUnitId), eq(bookings.during, rangeLiteral(overlapping))),
      );
    expect(live).toHaveLength(1);
  });

  it('lets a car returned at 10:00 be picked up again at 10:00', async () => {
    const first = { start: new Date(Date.UTC(2027, 5, 1, 17)), end: new Date(Date.UTC(2027, 5, 3, 17)) };
    const next = { start: first.end, end: new Date(Date.UTC(2027, 5, 4, 17)) };
    const holds = [];
    for (const _ of unitIds) holds.push(await holdFreeUnit(database.db, skuId, first));
    expect(holds.every(Boolean)).toBe(true);
    expect(await holdFreeUnit(database.db, skuId, first)).toBeNull();
    expect(await holdFreeUnit(database.db, skuId, next)).not.toBeNull();
  });

  it('refuses an overlapping hold written straight to the table', async () => {
    const interval = { start: new Date(Date.UTC(2027, 8, 1)), end: new Date(Date.UTC(2027, 8, 3)) };
    await database.db.insert(bookings).values({ fleetUnitId: unitIds[0]!, during: rangeLiteral(interval) });
    const error = await database.db
      .insert(bookings)
      .values({
        fleetUnitId: unitIds[0]!,
        during: rangeLiteral({ start: new Date(Date.UTC(2027, 8, 2)), end: new Date(Date.UTC(2027, 8, 4)) }),
      })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(pgErrorCode(error)).toBe(PG_EXCLUSION_VIOLATION);
  });

  it('frees a unit when its hold is released', async () => {
    const interval = { start: new Date(Date.UTC(2027, 10, 1)), end: new Date(Date.UTC(2027, 10, 3)) };
    for (const _ of unitIds) expect(await holdFreeUnit(database.db, skuId, interval)).not.toBeNull();
    expect(await holdFreeUnit(database.db, skuId, interval)).toBeNull();
    await database.db
      .update(bookings)
      .set({ releasedAt: new Date() })
      .where(eq(bookings.during, rangeLiteral(interval)));
    expect(await holdFreeUnit(database.db, skuId, interval)).not.toBeNull();
  });
});
