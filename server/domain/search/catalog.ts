import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ChargeItem } from '../pricing/package-quote';
import { groupPeriods, type StorePricePeriods } from '../pricing/price-periods';
import type { Db } from '../../db/client';
import { extraServices, oneWayFees, packageChargeItems, packages, pricePeriods } from '../../db/schema';

export type StorePackage = typeof packages.$inferSelect & { chargeItems: ChargeItem[] };
export type StoreExtra = typeof extraServices.$inferSelect;

/** The store's packages in display order, each with its charge items, in one query. */
export async function loadPackages(db: Db, storeCode: string): Promise<StorePackage[]> {
  const rows = await db
    .select({ pkg: packages, item: packageChargeItems })
    .from(packages)
    .leftJoin(packageChargeItems, eq(packageChargeItems.packageId, packages.id))
    .where(eq(packages.storeCode, storeCode))
    .orderBy(asc(packages.sort), asc(packages.id), asc(packageChargeItems.id));
  const byId = new Map<number, StorePackage>();
  for (const { pkg, item } of rows) {
    let entry = byId.get(pkg.id);
    if (!entry) byId.set(pkg.id, (entry = { ...pkg, chargeItems: [] }));
    if (item) {
      entry.chargeItems.push({
        id: item.id,
        code: item.code,
        name: item.name,
        unit: item.unit,
        amount: item.amount,
        notInBill: item.notInBill,
      });
    }
  }
  return [...byId.values()];
}

export async function loadExtras(db: Db, storeCode: string): Promise<StoreExtra[]> {
  return db
    .select()
    .from(extraServices)
    .where(eq(extraServices.storeCode, storeCode))
    .orderBy(asc(extraServices.id));
}

/** The fee for returning a car picked up at one store to another; null when none is set. */
export async function loadOneWayFee(db: Db, fromStore: string, toStore: string): Promise<string | null> {
  const [row] = await db
    .select({ fee: oneWayFees.fee })
    .from(oneWayFees)
    .where(and(eq(oneWayFees.fromStore, fromStore), eq(oneWayFees.toStore, toStore)))
    .limit(1);
  return row?.fee ?? null;
}

/**
 * The store's live price periods (not withdrawn), grouped by what they price, newest first: part of
 * the catalogue (its version moves on every write), kept with the packages and extras.
 */
export async function loadPricePeriods(db: Db, storeCode: string): Promise<StorePricePeriods> {
  const rows = await db
    .select({
      id: pricePeriods.id,
      target: pricePeriods.target,
      targetId: pricePeriods.targetId,
      amount: pricePeriods.amount,
      startsOn: pricePeriods.startsOn,
      endsOn: pricePeriods.endsOn,
    })
    .from(pricePeriods)
    .where(and(eq(pricePeriods.storeCode, storeCode), isNull(pricePeriods.withdrawnAt)));
  return groupPeriods(rows);
}
