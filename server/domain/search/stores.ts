import { eq, inArray, or, sql } from 'drizzle-orm';
import type { StoreInfo } from '@/lib/api/contract/common';
import type { StoreFees } from '../pricing/package-quote';
import type { Db } from '../../db/client';
import { cities, countries, states, storeAliases, stores } from '../../db/schema';
import { presentStore } from '../stores';

/** A store as the search needs it: what the page shows, plus its fees as exact decimals. */
export type SearchStore = {
  info: StoreInfo;
  timeZone: string;
  fees: StoreFees;
};

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
      info: presentStore({ store, city, state, country }, aliases, year),
    };
    for (const code of codes) {
      if (code === store.code || aliases.includes(code)) found.set(code, searchStore);
    }
  }
  return found;
}
