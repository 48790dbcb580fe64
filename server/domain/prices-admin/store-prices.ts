import { and, asc, eq } from 'drizzle-orm';
import type { PriceTargetKind } from '@/lib/api/contract/ops-prices';
import { formatWallTime, instantToWallTime } from '@/lib/time/wall-time';
import type { Db } from '../../db/client';
import {
  carModels,
  cities,
  currencies,
  extraServices,
  packageChargeItems,
  packages,
  skus,
  stores,
} from '../../db/schema';
import { ApiError } from '../errors';

/** A store as the price list prices it: its currency's decimals and today's date on its clock. */
export type PriceStore = {
  code: string;
  name: typeof stores.$inferSelect.name;
  currency: string;
  minorUnits: number;
  /** 'YYYY-MM-DD' on the store's clock */
  today: string;
};

/** The store, or not_found: every price call names one. */
export async function priceStore(db: Db, code: string, now: Date): Promise<PriceStore> {
  const [row] = await db
    .select({
      code: stores.code,
      name: stores.name,
      currency: stores.currency,
      minorUnits: currencies.minorUnits,
      timeZone: cities.timeZone,
    })
    .from(stores)
    .innerJoin(currencies, eq(currencies.code, stores.currency))
    .innerJoin(cities, eq(cities.code, stores.cityCode))
    .where(eq(stores.code, code));
  if (!row) throw new ApiError('not_found');
  const today = formatWallTime(instantToWallTime(now, row.timeZone)).slice(0, 10);
  return { code: row.code, name: row.name, currency: row.currency, minorUnits: row.minorUnits, today };
}

/** A price the back office edits: its base amount and where it is stored. */
export type PriceRow = { target: PriceTargetKind; targetId: number; code: string; base: string };

/**
 * The target's row in the store, locked for the edit (FOR UPDATE), or not_found: another store's
 * price is unknown here, as one that does not exist.
 */
export async function lockedPriceRow(
  tx: Db,
  storeCode: string,
  target: PriceTargetKind,
  targetId: number,
): Promise<PriceRow> {
  const [row] =
    target === 'sku_rate'
      ? await tx
          .select({ code: carModels.code, base: skus.dailyRate })
          .from(skus)
          .innerJoin(carModels, eq(carModels.id, skus.carModelId))
          .where(and(eq(skus.id, targetId), eq(skus.storeCode, storeCode)))
          .for('update', { of: skus })
      : target === 'charge_item'
        ? await tx
            .select({ code: packageChargeItems.code, base: packageChargeItems.amount })
            .from(packageChargeItems)
            .innerJoin(packages, eq(packages.id, packageChargeItems.packageId))
            .where(and(eq(packageChargeItems.id, targetId), eq(packages.storeCode, storeCode)))
            .for('update', { of: packageChargeItems })
        : await tx
            .select({ code: extraServices.code, base: extraServices.unitPrice })
            .from(extraServices)
            .where(and(eq(extraServices.id, targetId), eq(extraServices.storeCode, storeCode)))
            .for('update');
  if (!row) throw new ApiError('not_found');
  return { target, targetId, code: row.code, base: row.base };
}

/** Writes a target's new base amount (the catalogue triggers move the store's version). */
export async function writeBase(tx: Db, row: PriceRow, amount: string) {
  if (row.target === 'sku_rate') {
    await tx.update(skus).set({ dailyRate: amount }).where(eq(skus.id, row.targetId));
  } else if (row.target === 'charge_item') {
    await tx.update(packageChargeItems).set({ amount }).where(eq(packageChargeItems.id, row.targetId));
  } else {
    await tx.update(extraServices).set({ unitPrice: amount }).where(eq(extraServices.id, row.targetId));
  }
}

/** The store's cars, packages with their charge items, and extras, in display order. */
export async function storeCatalogue(db: Db, storeCode: string) {
  const [cars, items, extras] = await Promise.all([
    db
      .select({ sku: skus, model: carModels })
      .from(skus)
      .innerJoin(carModels, eq(carModels.id, skus.carModelId))
      .where(eq(skus.storeCode, storeCode))
      .orderBy(asc(skus.id)),
    db
      .select({ pkg: packages, item: packageChargeItems })
      .from(packages)
      .leftJoin(packageChargeItems, eq(packageChargeItems.packageId, packages.id))
      .where(eq(packages.storeCode, storeCode))
      .orderBy(asc(packages.sort), asc(packages.id), asc(packageChargeItems.id)),
    db
      .select()
      .from(extraServices)
      .where(eq(extraServices.storeCode, storeCode))
      .orderBy(asc(extraServices.id)),
  ]);
  return { cars, items, extras };
}
