import { and, eq, getTableColumns, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { IndexColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import * as t from '../schema';
import { seedCms } from './cms';
import { carModelRows } from './data/cars';
import {
  adDataRows,
  bannerRows,
  couponRows,
  eventRows,
  featureFlagRows,
  operatorSettingRows,
  preAuthAdminConfigRows,
  settingRows,
} from './data/config';
import { currencyRows, fxRateRows } from './data/currencies';
import { extraServiceRows } from './data/extras';
import { fleetUnitPlates, fleets, isGuaranteedModel } from './data/fleet';
import { cityRows, countryRows, stateRows } from './data/locations';
import { packageSeeds } from './data/packages';
import { oneWayFeeRows, storeAliasRows, storeCodes, storeRows } from './data/stores';

/** Bump whenever the seed data changes: every database behind it is brought up to date on its next start. */
export const SEED_VERSION = 4;

const VERSION_KEY = 'seed_version';
// One seeding at a time, even with several instances starting against one PostgreSQL.
const LOCK = sql`select pg_advisory_xact_lock(7281001)`;

/** Writes all seed data. Idempotent: rows are upserted by natural key, so ids survive a re-run. */
export async function seed(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(LOCK);
    await writeSeed(tx);
  });
}

/** Seeds a new database, and re-seeds one whose data is older than SEED_VERSION. */
export async function seedIfEmpty(db: Db): Promise<void> {
  if ((await seededVersion(db)) >= SEED_VERSION) return;
  await db.transaction(async (tx) => {
    await tx.execute(LOCK);
    // Another instance may have seeded while this one waited for the lock.
    if ((await seededVersion(tx)) >= SEED_VERSION) return;
    await writeSeed(tx);
  });
}

async function seededVersion(db: Db): Promise<number> {
  const [row] = await db.select().from(t.settings).where(eq(t.settings.key, VERSION_KEY));
  return typeof row?.value === 'number' ? row.value : 0;
}

/**
 * `SET col = excluded.col` for every column but the primary key and `created_at`: the seed's values
 * win, and a row keeps when it was first written (a re-run leaves it as it was).
 */
function overwrite(table: PgTable): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!column.primary && column.name !== 'created_at') set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

/** One statement per table: PGlite is single-threaded, and start-up waits for the seed. */
function upsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: PgInsertValue<T>[],
  target: IndexColumn | IndexColumn[],
) {
  return db
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({ target, set: overwrite(table) });
}

async function writeSeed(db: Db): Promise<void> {
  // Reference data first: stores point at currencies and cities.
  await upsert(db, t.currencies, currencyRows, t.currencies.code);
  await upsert(db, t.fxRates, fxRateRows, t.fxRates.currency);
  await upsert(db, t.countries, countryRows, t.countries.code);
  await upsert(db, t.states, stateRows, t.states.code);
  await upsert(db, t.cities, cityRows, t.cities.code);

  await writeStores(db);
  await writeFleet(db);
  await writePackages(db);
  await writeExtras(db);
  await writeConfig(db);
  await seedCms(db);

  await upsert(db, t.settings, [{ key: VERSION_KEY, value: SEED_VERSION }], t.settings.key);
}

async function writeStores(db: Db): Promise<void> {
  await upsert(db, t.stores, storeRows, t.stores.code);
  await upsert(db, t.storeAliases, storeAliasRows, t.storeAliases.alias);
  await db.delete(t.storeAliases).where(
    notInArray(
      t.storeAliases.alias,
      storeAliasRows.map((a) => a.alias),
    ),
  );
  // Fees have no id and nothing points at them: replacing them is simplest and drops withdrawn routes.
  await db.delete(t.oneWayFees).where(inArray(t.oneWayFees.fromStore, storeCodes));
  await db.insert(t.oneWayFees).values(oneWayFeeRows);
}

async function writeFleet(db: Db): Promise<void> {
  const models = await upsert(db, t.carModels, carModelRows, t.carModels.code).returning({
    id: t.carModels.id,
    code: t.carModels.code,
  });
  const modelId = new Map(models.map((m) => [m.code, m.id]));
  const idOf = (code: string) => {
    const id = modelId.get(code);
    if (id === undefined) throw new Error(`seed: unknown car model ${code}`);
    return id;
  };

  const skuRows = fleets.flatMap((f) =>
    f.skus.map((s) => ({
      storeCode: f.store,
      carModelId: idOf(s.model),
      dailyRate: s.dailyRate,
      deposit: s.deposit,
      mileageLimitPerDay: s.mileage?.limitPerDay ?? null,
      mileageUnit: f.mileageUnit,
      mileageOveragePrice: s.mileage?.overagePrice ?? null,
      guaranteedModel: isGuaranteedModel(f.store, s.model),
      active: true,
    })),
  );
  const skus = await upsert(db, t.skus, skuRows, [t.skus.storeCode, t.skus.carModelId]).returning({
    id: t.skus.id,
    storeCode: t.skus.storeCode,
    carModelId: t.skus.carModelId,
  });
  const skuId = new Map(skus.map((s) => [`${s.storeCode}|${s.carModelId}`, s.id]));
  // A model dropped from a store stops being offered; its orders still point at it.
  await db
    .update(t.skus)
    .set({ active: false })
    .where(
      and(
        inArray(t.skus.storeCode, storeCodes),
        notInArray(
          t.skus.id,
          skus.map((s) => s.id),
        ),
      ),
    );

  const units = fleetUnitPlates().map((u) => ({
    skuId: skuId.get(`${u.store}|${idOf(u.model)}`)!,
    plate: u.plate,
    active: true,
  }));
  await upsert(db, t.fleetUnits, units, t.fleetUnits.plate);
  // Cars leaving the fleet keep their past bookings but take no new ones.
  await db
    .update(t.fleetUnits)
    .set({ active: false })
    .where(
      and(
        inArray(
          t.fleetUnits.skuId,
          sql`(select ${t.skus.id} from ${t.skus} where ${inArray(t.skus.storeCode, storeCodes)})`,
        ),
        notInArray(
          t.fleetUnits.plate,
          units.map((u) => u.plate),
        ),
      ),
    );
}

async function writePackages(db: Db): Promise<void> {
  const seeds = packageSeeds();
  const pkgs = await upsert(
    db,
    t.packages,
    seeds.map((s) => s.pkg),
    [t.packages.storeCode, t.packages.code],
  ).returning({ id: t.packages.id, storeCode: t.packages.storeCode, code: t.packages.code });
  const pkgId = new Map(pkgs.map((p) => [`${p.storeCode}|${p.code}`, p.id]));

  const itemRows = seeds.flatMap((s) =>
    s.items.map((item) => ({
      ...item,
      notInBill: item.notInBill ?? false,
      packageId: pkgId.get(`${s.pkg.storeCode}|${s.pkg.code}`)!,
    })),
  );
  const items = await upsert(db, t.packageChargeItems, itemRows, [
    t.packageChargeItems.packageId,
    t.packageChargeItems.code,
  ]).returning({ id: t.packageChargeItems.id });
  await db.delete(t.packageChargeItems).where(
    and(
      inArray(
        t.packageChargeItems.packageId,
        pkgs.map((p) => p.id),
      ),
      notInArray(
        t.packageChargeItems.id,
        items.map((i) => i.id),
      ),
    ),
  );
  // Withdrawn packages go, unless an order already chose them.
  await db.delete(t.packages).where(
    and(
      inArray(t.packages.storeCode, storeCodes),
      notInArray(
        t.packages.id,
        pkgs.map((p) => p.id),
      ),
      sql`not exists (select 1 from ${t.orders} where ${t.orders.packageId} = ${t.packages.id})`,
    ),
  );
}

async function writeExtras(db: Db): Promise<void> {
  const extras = await upsert(db, t.extraServices, extraServiceRows, [
    t.extraServices.storeCode,
    t.extraServices.code,
  ]).returning({ id: t.extraServices.id });
  // Orders keep their chosen extras as JSON, so a withdrawn extra can simply go.
  await db.delete(t.extraServices).where(
    and(
      inArray(t.extraServices.storeCode, storeCodes),
      notInArray(
        t.extraServices.id,
        extras.map((e) => e.id),
      ),
    ),
  );
}

async function writeConfig(db: Db): Promise<void> {
  await upsert(db, t.events, eventRows, t.events.code);
  await upsert(db, t.banners, bannerRows, t.banners.code);
  await upsert(db, t.adData, adDataRows, t.adData.code);
  await upsert(db, t.coupons, couponRows, t.coupons.code);
  await upsert(db, t.settings, settingRows, t.settings.key);

  // Switches belong to the operator once created: a new seed must not flip them back.
  await db.insert(t.featureFlags).values(featureFlagRows).onConflictDoNothing();
  await db.insert(t.preAuthAdminConfig).values(preAuthAdminConfigRows).onConflictDoNothing();
  await db
    .insert(t.settings)
    .values(operatorSettingRows.map((s) => ({ key: s.key, value: s.value ?? sql`'null'::jsonb` })))
    .onConflictDoNothing();
}
