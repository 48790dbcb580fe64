import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  carCategorySchema,
  carFeatureSchema,
  type CarCategory,
  type CarFeature,
} from '@/lib/api/contract/car';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { carModels, catalogVersions, fleetUnits, inventoryVersions, skus } from '../../db/schema';
import { overlapsLiveHold, rangeLiteral, type Interval } from '../holds';

/** A car model with its category and features read as the contract's lists. */
export type CarModel = Omit<typeof carModels.$inferSelect, 'category' | 'features'> & {
  category: CarCategory;
  features: CarFeature[];
};
export type StoreSku = { sku: typeof skus.$inferSelect; model: CarModel };

const carFeaturesSchema = z.array(carFeatureSchema);
export type SkuAvailability = StoreSku & { freeUnits: number };

/** The store's active SKUs with their car models: reference data, the same for every search. */
export async function loadStoreSkus(db: Db, storeCode: string): Promise<StoreSku[]> {
  const rows = await db
    .select({ sku: skus, model: carModels })
    .from(skus)
    .innerJoin(carModels, eq(carModels.id, skus.carModelId))
    .where(and(eq(skus.storeCode, storeCode), eq(skus.active, true)))
    .orderBy(asc(skus.id));
  return rows.map(({ sku, model }) => ({ sku, model: toCarModel(model) }));
}

/**
 * A car model row with its category and features read as the contract's lists. The columns are
 * text; a value outside the lists fails here, where the row is read (once per store for searches),
 * rather than in every answer.
 */
export const toCarModel = (model: typeof carModels.$inferSelect): CarModel => ({
  ...model,
  category: carCategorySchema.parse(model.category),
  features: carFeaturesSchema.parse(model.features),
});

/**
 * Free units per SKU, and the store's inventory and catalogue versions they were read at (one
 * snapshot).
 */
export type FreeUnitCounts = { free: Map<number, number>; version: number; catalogVersion: number };

/**
 * The statement behind loadFreeUnitCounts, prepared once per database: the counts of free units
 * (left-joined, so a store with nothing free still answers its versions) next to the store's
 * inventory and catalogue versions. Being one statement, all come from one snapshot.
 */
function freeCountsStatement(db: Db, oneSku: boolean) {
  const store = sql.placeholder('store');
  const counts = db
    .select({ skuId: fleetUnits.skuId, free: sql<number>`count(*)::int`.as('free') })
    .from(fleetUnits)
    .innerJoin(skus, eq(skus.id, fleetUnits.skuId))
    .where(
      and(
        eq(skus.storeCode, store),
        oneSku ? eq(fleetUnits.skuId, sql.placeholder('sku')) : undefined,
        eq(fleetUnits.active, true),
        sql`not ${overlapsLiveHold(sql.placeholder('during'))}`,
      ),
    )
    .groupBy(fleetUnits.skuId)
    .as('counts');
  return db
    .select({
      version: sql<number>`coalesce((select ${inventoryVersions.version} from ${inventoryVersions}
        where ${inventoryVersions.storeCode} = ${store}), 0)`.mapWith(Number),
      catalogVersion: sql<number>`coalesce((select ${catalogVersions.version} from ${catalogVersions}
        where ${catalogVersions.storeCode} = ${store}), 0)`.mapWith(Number),
      skuId: counts.skuId,
      free: counts.free,
    })
    .from(sql`(select 1) as "one"`)
    .leftJoin(counts, sql`true`)
    .prepare(oneSku ? 'free_unit_counts_of_sku' : 'free_unit_counts');
}

const statementsOf = perDatabase(
  (): {
    store?: ReturnType<typeof freeCountsStatement>;
    sku?: ReturnType<typeof freeCountsStatement>;
  } => ({}),
);

/**
 * How many active units of each of the store's SKUs are free for the whole interval, read fresh in
 * one query. "Free" is the rule holdFreeUnit books by (no live hold overlapping [start, end)), so
 * a car the search shows can be held. SKUs with no free unit are absent.
 */
export async function loadFreeUnitCounts(
  db: Db,
  storeCode: string,
  interval: Interval,
  skuId?: number,
): Promise<FreeUnitCounts> {
  const prepared = statementsOf(db);
  const rows =
    skuId === undefined
      ? await (prepared.store ??= freeCountsStatement(db, false)).execute({
          store: storeCode,
          during: rangeLiteral(interval),
        })
      : await (prepared.sku ??= freeCountsStatement(db, true)).execute({
          store: storeCode,
          sku: skuId,
          during: rangeLiteral(interval),
        });
  const free = new Map<number, number>();
  for (const row of rows) if (row.skuId !== null && row.free !== null) free.set(row.skuId, Number(row.free));
  return { free, version: rows[0]?.version ?? 0, catalogVersion: rows[0]?.catalogVersion ?? 0 };
}
