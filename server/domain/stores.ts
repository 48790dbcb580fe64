import { asc, eq, inArray } from 'drizzle-orm';
import type { StoreClock, StoreInfo } from '@/lib/api/contract/common';
import { describeZone, type ZoneInfo } from '@/lib/time/zone';
import type { Db } from '../db/client';
import { cities, countries, states, storeAliases, stores } from '../db/schema';

/** Every store with its city, state and country, in display order. */
export async function loadStores(db: Db, now = new Date()): Promise<StoreInfo[]> {
  const [rows, aliases] = await Promise.all([
    db
      .select({ store: stores, city: cities, state: states, country: countries })
      .from(stores)
      .innerJoin(cities, eq(stores.cityCode, cities.code))
      .innerJoin(states, eq(cities.stateCode, states.code))
      .innerJoin(countries, eq(states.countryCode, countries.code))
      .orderBy(asc(countries.sort), asc(states.sort), asc(cities.sort), asc(stores.sort)),
    db.select().from(storeAliases),
  ]);
  const year = now.getUTCFullYear();
  return rows.map((row) =>
    presentStore(
      row,
      aliases.filter((alias) => alias.storeCode === row.store.code).map((alias) => alias.alias),
      year,
    ),
  );
}

export type StoreRow = {
  store: typeof stores.$inferSelect;
  city: typeof cities.$inferSelect;
  state: typeof states.$inferSelect;
  country: typeof countries.$inferSelect;
};

// describeZone scans a whole year; its answer never changes for a zone and year, so it is kept.
const zoneInfos = new Map<string, ZoneInfo>();
function zoneInfo(timeZone: string, year: number): ZoneInfo {
  const key = `${timeZone}:${year}`;
  let info = zoneInfos.get(key);
  if (!info) zoneInfos.set(key, (info = describeZone(timeZone, year)));
  return info;
}

/** A store as the site reads it (the global config's storeInfo); `year` dates its DST facts. */
export function presentStore(
  { store, city, state, country }: StoreRow,
  aliases: string[],
  year: number,
): StoreInfo {
  return {
    value: store.code,
    aliases,
    label: store.name,
    short_name: store.shortName,
    address: store.address,
    phone: store.phone,
    currency: store.currency,
    opening_hours: store.openingHours,
    pickup_instructions: store.pickupInstructions,
    dropoff_instructions: store.dropoffInstructions,
    drop_store_allow: store.dropStoreAllow,
    driver_age: {
      min: store.minDriverAge,
      max: store.maxDriverAge,
      young_under: store.youngDriverUnderAge,
      young_fee: Number(store.youngDriverFee),
    },
    after_hours_fee: Number(store.afterHoursFee),
    alipay: store.alipay ? '1' : '0',
    qr_code: store.qrCode,
    city: { value: city.code, lang_label: city.name, timeZone: zoneInfo(city.timeZone, year) },
    state: { value: state.code, lang_label: state.name },
    country: { value: country.code, country_code: country.code, lang_label: country.name },
  };
}

/** The canonical code of a store given its code or an alias, or undefined when unknown. */
export async function resolveStoreCode(db: Db, code: string): Promise<string | undefined> {
  const upper = code.trim().toUpperCase();
  const [store] = await db.select({ code: stores.code }).from(stores).where(eq(stores.code, upper)).limit(1);
  if (store) return store.code;
  const [alias] = await db
    .select({ code: storeAliases.storeCode })
    .from(storeAliases)
    .where(eq(storeAliases.alias, upper))
    .limit(1);
  return alias?.code;
}

/**
 * The clocks of these stores (their city's zone and name), by store code: a time shown to a
 * traveller is on the store's clock with its city named, whatever the reader's own zone.
 */
export async function storeClocks(db: Db, codes: readonly string[]): Promise<Map<string, StoreClock>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ code: stores.code, timeZone: cities.timeZone, city: cities.name })
    .from(stores)
    .innerJoin(cities, eq(cities.code, stores.cityCode))
    .where(inArray(stores.code, unique));
  return new Map(rows.map((row) => [row.code, { time_zone: row.timeZone, city: row.city }]));
}

/** One store's clock (storeClocks); a store the database does not know is a bug, not a UTC clock. */
export async function storeClock(db: Db, code: string): Promise<StoreClock> {
  const clock = (await storeClocks(db, [code])).get(code);
  if (!clock) throw new Error(`no store ${code}`);
  return clock;
}
