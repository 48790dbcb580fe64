import { eq, inArray, or, sql } from 'drizzle-orm';
import type { StoreInfo } from '@/lib/api/contract/common';
import type { StoreFees } from '@/lib/pricing/quote';
import { describeZone, type ZoneInfo } from '@/lib/time/zone';
import type { Db } from '../../db/client';
import { cities, countries, states, storeAliases, stores } from '../../db/schema';

/** A store as the search needs it: what the page shows, plus its fees as exact decimals. */
export type SearchStore = {
  info: StoreInfo;
  timeZone: string;
  fees: StoreFees;
};

// describeZone scans a whole year; its answer never changes for a zone and year, so it is kept.
const zoneInfos = new Map<string, ZoneInfo>();
function zoneInfo(timeZone: string, year: number): ZoneInfo {
  const key = `${timeZone}:${year}`;
  let info = zoneInfos.get(key);
  if (!info) zoneInfos.set(key, (info = describeZone(timeZone, year)));
  return info;
}

/**
 * The stores named by these codes or aliases, in one query, keyed by the code asked for (an alias
 * maps to its store). Unknown codes are absent. `year` is the year of the zones' DST facts.
 */
export async function loadSearchStores(
  db: Db,
  codes: string[],
  year: number,
): Promise<Map<string, SearchStore>> {
  const rows = await db
    .select({
      store: stores,
      city: cities,
      state: states,
      country: countries,
      aliases: sql<string[]>`coalesce((select array_agg(${storeAliases.alias}) from ${storeAliases}
        where ${storeAliases.storeCode} = ${stores.code}), '{}')`,
    })
    .from(stores)
    .innerJoin(cities, eq(stores.cityCode, cities.code))
    .innerJoin(states, eq(cities.stateCode, states.code))
    .innerJoin(countries, eq(states.countryCode, countries.code))
    .where(
      or(
        inArray(stores.code, codes),
        inArray(
          stores.code,
          db
            .select({ code: storeAliases.storeCode })
            .from(storeAliases)
            .where(inArray(storeAliases.alias, codes)),
        ),
      ),
    );
  const found = new Map<string, SearchStore>();
  for (const { store, city, state, country, aliases } of rows) {
    const searchStore: SearchStore = {
      timeZone: city.timeZone,
      fees: {
        minDriverAge: store.minDriverAge,
        maxDriverAge: store.maxDriverAge,
        youngDriverUnderAge: store.youngDriverUnderAge,
        youngDriverFee: store.youngDriverFee,
        afterHoursFee: store.afterHoursFee,
      },
      // The same shape as the global config's storeInfo, so the page reads one kind of store.
      info: {
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
      },
    };
    for (const code of codes) {
      if (code === store.code || aliases.includes(code)) found.set(code, searchStore);
    }
  }
  return found;
}
