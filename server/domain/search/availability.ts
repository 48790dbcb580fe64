import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carModels, fleetUnits, skus } from '../../db/schema';
import { overlapsLiveHold, type Interval } from '../holds';

export type StoreSku = { sku: typeof skus.$inferSelect; model: typeof carModels.$inferSelect };
export type SkuAvailability = StoreSku & { freeUnits: number };

/** The store's active SKUs with their car models: reference data, the same for every search. */
export async function loadStoreSkus(db: Db, storeCode: string): Promise<StoreSku[]> {
  return db
    .select({ sku: skus, model: carModels })
    .from(skus)
    .innerJoin(carModels, eq(carModels.id, skus.carModelId))
    .where(and(eq(skus.storeCode, storeCode), eq(skus.active, true)))
    .orderBy(asc(skus.id));
}

/**
 * How many active units of each of the store's SKUs are free for the whole interval, in one query
 * that is never cached. "Free" is the rule holdFreeUnit books by (no live hold overlapping
 * [start, end)), so a car the search shows can be held. SKUs with no free unit are absent.
 */
export async function loadFreeUnitCounts(
  db: Db,
  storeCode: string,
  interval: Interval,
  skuId?: number,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ skuId: fleetUnits.skuId, free: sql<number>`count(*)`.mapWith(Number) })
    .from(fleetUnits)
    .innerJoin(skus, eq(skus.id, fleetUnits.skuId))
    .where(
      and(
        eq(skus.storeCode, storeCode),
        skuId === undefined ? undefined : eq(fleetUnits.skuId, skuId),
        eq(fleetUnits.active, true),
        sql`not ${overlapsLiveHold(interval)}`,
      ),
    )
    .groupBy(fleetUnits.skuId);
  return new Map(rows.map((row) => [row.skuId, row.free]));
}
