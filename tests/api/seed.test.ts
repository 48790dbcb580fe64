import { asc, eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as t from '@/server/db/schema';
import { SEED_VERSION, seed, seedIfEmpty } from '@/server/db/seed';
import { openTestDatabase, type TestDatabase } from './databases';

const LANGS = ['en', 'th', 'zh', 'zh-hant'] as const;
const STORES = ['LAX01', 'SFO01', 'HNL01', 'BKK01', 'HKT01', 'CNX01', 'KRA533', 'PAT534', 'CHC01'];
const BIG_STORES = ['LAX01', 'SFO01', 'HNL01'];

// Every table the seed writes; the idempotency check compares all of their rows.
const seededTables: PgTable[] = [
  t.currencies,
  t.fxRates,
  t.countries,
  t.states,
  t.cities,
  t.stores,
  t.storeAliases,
  t.oneWayFees,
  t.carModels,
  t.skus,
  t.fleetUnits,
  t.packages,
  t.packageChargeItems,
  t.extraServices,
  t.events,
  t.featureFlags,
  t.settings,
  t.preAuthAdminConfig,
  t.banners,
  t.adData,
  t.coupons,
];

let handle: TestDatabase;

async function dump(): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of seededTables) {
    const rows = await handle.db.select().from(table);
    // Row order is not part of the data; sort on the serialised row.
    out[getTableName(table)] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

/** Every object carrying an `en` key anywhere in a value is Localized text. */
function localizedIn(value: unknown, path: string, found: { path: string; text: Record<string, unknown> }[]) {
  if (Array.isArray(value)) value.forEach((v, i) => localizedIn(v, `${path}[${i}]`, found));
  else if (value && typeof value === 'object' && !(value instanceof Date)) {
    const record = value as Record<string, unknown>;
    if ('en' in record) found.push({ path, text: record });
    else for (const [k, v] of Object.entries(record)) localizedIn(v, `${path}.${k}`, found);
  }
  return found;
}

let firstDump: Record<string, unknown[]>;

beforeAll(async () => {
  // Migrated and empty: seeding it is what these tests are about.
  handle = await openTestDatabase('pglite', { seed: false });
  await seedIfEmpty(handle.db);
  firstDump = await dump();
  await seed(handle.db);
});

afterAll(async () => {
  await handle?.close();
});

describe('seed', () => {
  it('records its version, so the next start does not seed again', async () => {
    const [row] = await handle.db.select().from(t.settings).where(eq(t.settings.key, 'seed_version'));
    expect(row?.value).toBe(SEED_VERSION);
  });

  it('is idempotent: a second run leaves identical rows and ids', async () => {
    await seedIfEmpty(handle.db);
    expect(await dump()).toEqual(firstDump);
    for (const rows of Object.values(firstDump)) expect(rows.length).toBeGreaterThan(0);
  });

  it('has the nine stores, with HAW1204 as an alias of HNL01', async () => {
    const stores = await handle.db.select().from(t.stores);
    expect(stores.map((s) => s.code).sort()).toEqual([...STORES].sort());
    const [alias] = await handle.db.select().from(t.storeAliases).where(eq(t.storeAliases.alias, 'HAW1204'));
    expect(alias?.storeCode).toBe('HNL01');
  });

  it('lets every store take its own cars back and only points at known stores', async () => {
    const stores = await handle.db.select().from(t.stores);
    expect(stores).toHaveLength(STORES.length);
    for (const s of stores) {
      expect(s.dropStoreAllow).toContain(s.code);
      for (const code of s.dropStoreAllow) expect(STORES).toContain(code);
      expect(s.openingHours).toHaveLength(7);
      expect(s.minDriverAge).toBeLessThan(s.maxDriverAge);
    }
    // A one-way fee exists exactly for each allowed return elsewhere.
    const fees = await handle.db.select().from(t.oneWayFees);
    const allowedElsewhere = stores.flatMap((s) =>
      s.dropStoreAllow.filter((d) => d !== s.code).map((d) => `${s.code}>${d}`),
    );
    expect(fees.map((f) => `${f.fromStore}>${f.toStore}`).sort()).toEqual(allowedElsewhere.sort());
  });

  it('has the 34 currencies with four names and an FX rate each', async () => {
    const currencies = await handle.db.select().from(t.currencies);
    expect(currencies).toHaveLength(34);
    const rates = new Map(
      (await handle.db.select().from(t.fxRates)).map((r) => [r.currency, Number(r.perUsd)]),
    );
    for (const c of currencies) {
      for (const lang of LANGS) expect(c.name[lang].trim(), `${c.code} ${lang}`).not.toBe('');
      expect(rates.get(c.code), c.code).toBeGreaterThan(0);
    }
    expect(rates.get('USD')).toBe(1);
  });

  it('stocks at least 8 models at LAX01, SFO01 and HNL01 and at least 5 elsewhere, each with cars', async () => {
    const rows = await handle.db
      .select({
        store: t.skus.storeCode,
        sku: t.skus.id,
        units: sql<number>`count(${t.fleetUnits.id})::int`,
      })
      .from(t.skus)
      .leftJoin(t.fleetUnits, eq(t.fleetUnits.skuId, t.skus.id))
      .where(eq(t.skus.active, true))
      .groupBy(t.skus.storeCode, t.skus.id);
    for (const store of STORES) {
      const skus = rows.filter((r) => r.store === store && r.units > 0);
      expect(skus.length, store).toBeGreaterThanOrEqual(BIG_STORES.includes(store) ? 8 : 5);
    }
  });

  it('prices every SKU in a sensible range of its store currency', async () => {
    const rows = await handle.db
      .select({ rate: t.skus.dailyRate, currency: t.stores.currency, unit: t.skus.mileageUnit })
      .from(t.skus)
      .innerJoin(t.stores, eq(t.stores.code, t.skus.storeCode));
    expect(rows.length).toBeGreaterThan(0);
    const ranges: Record<string, [number, number]> = { USD: [40, 180], THB: [900, 3500], NZD: [55, 200] };
    for (const r of rows) {
      const [min, max] = ranges[r.currency]!;
      expect(Number(r.rate)).toBeGreaterThanOrEqual(min);
      expect(Number(r.rate)).toBeLessThanOrEqual(max);
      expect(r.unit).toBe(r.currency === 'USD' ? 'mi' : 'km');
    }
  });

  it('offers 8 packages per store: 4 insurance tiers × 2 pay modes', async () => {
    const packages = await handle.db.select().from(t.packages).orderBy(asc(t.packages.storeCode));
    for (const store of STORES) {
      const mine = packages.filter((p) => p.storeCode === store);
      expect(mine).toHaveLength(8);
      expect(new Set(mine.map((p) => `${p.insuranceType}/${p.payMode}`)).size).toBe(8);
      for (const p of mine) {
        expect(p.planGroup).toBe(p.insuranceType);
        expect(p.services.includes('confirm_now')).toBe(p.payMode === 'full_prepaid');
      }
    }
  });

  it('has extras at every store', async () => {
    const extras = await handle.db.select().from(t.extraServices);
    for (const store of STORES) {
      const mine = extras.filter((e) => e.storeCode === store);
      expect(mine.length, store).toBeGreaterThanOrEqual(4);
      for (const e of mine) expect(e.isCapped).toBe(e.cappedPrice !== null);
    }
  });

  it('writes every Localized text in all four languages', async () => {
    const found: { path: string; text: Record<string, unknown> }[] = [];
    for (const table of seededTables) {
      const rows = await handle.db.select().from(table);
      rows.forEach((row, i) => localizedIn(row, `${getTableName(table)}[${i}]`, found));
    }
    expect(found.length).toBeGreaterThan(400);
    for (const { path, text } of found) {
      for (const lang of LANGS) {
        expect(typeof text[lang] === 'string' && text[lang].trim() !== '', `${path}.${lang}`).toBe(true);
      }
    }
  });
});
