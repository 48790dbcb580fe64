import type { GlobalConfig } from '@/lib/api/contract/common';
import { formatMoney } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import type { OpeningHours } from '@/lib/stores/after-hours';
import type { StoreFacts, StoreLookup } from '@/lib/rent-info/store-lookup';

export type StoreOption = { code: string; label: string };
export type StoreGroup = { label: string; stores: StoreOption[] };

/**
 * What the search form knows of a store: the codec's facts, its name and city in the page language,
 * and the rules it states before searching: its opening hours with the out-of-hours fee (formatted in
 * the store's currency; null when it charges none) and the drivers' ages it accepts, with the
 * young-driver fee.
 */
export type SearchStore = StoreFacts & {
  dropStoreAllow: readonly string[];
  city: string;
  name: string;
  hours: OpeningHours;
  afterHoursFee: string | null;
  driverAge: { min: number; max: number };
  youngDriver: { under: number; fee: string | null };
};

/**
 * The stores as the search form needs them, in one language. The server makes it from the global
 * config, so the browser receives a few kilobytes instead of the whole config in every language.
 */
export type SearchStores = {
  groups: StoreGroup[];
  /** by code and by alias (HAW1204 → HNL01), as the global config's storeInfo */
  byCode: Record<string, SearchStore>;
};

export function searchStores(config: GlobalConfig, lang: Lang): SearchStores {
  const byCode = Object.fromEntries(
    Object.entries(config.storeInfo).map(([key, store]) => [
      key,
      {
        code: store.value,
        timeZone: store.city.timeZone.iana,
        dropStoreAllow: store.drop_store_allow,
        city: store.city.lang_label[lang],
        name: store.label[lang],
        hours: store.opening_hours,
        afterHoursFee: fee(store.after_hours_fee, store.currency, lang),
        driverAge: { min: store.driver_age.min, max: store.driver_age.max },
        youngDriver: {
          under: store.driver_age.young_under,
          fee: fee(store.driver_age.young_fee, store.currency, lang),
        },
      } satisfies SearchStore,
    ]),
  );
  return { groups: storeGroups(config, lang), byCode };
}

const fee = (amount: number, currency: string, lang: Lang) =>
  amount > 0 ? formatMoney(amount, currency, lang) : null;

/** A StoreLookup (the codec's) over the form's stores. */
export function lookupSearchStore(stores: SearchStores): StoreLookup {
  return (code) => {
    const key = code.trim().toUpperCase();
    return Object.hasOwn(stores.byCode, key) ? stores.byCode[key] : undefined;
  };
}

/**
 * The stores of the storeLocation tree in its order, one group per country, named in the page
 * language. A store's name already says its city in every language ("Los Angeles Airport (LAX)",
 * "洛杉矶国际机场店"); when one does not, the city is put in front so the list still reads by city.
 */
export function storeGroups(config: Pick<GlobalConfig, 'storeLocation'>, lang: Lang): StoreGroup[] {
  return config.storeLocation.map((country) => ({
    label: country.lang_label[lang],
    stores: country.children.flatMap((state) =>
      state.children.flatMap((city) =>
        city.children.map((store) => {
          const cityName = city.lang_label[lang];
          const name = store.lang_label[lang];
          return { code: store.value, label: name.includes(cityName) ? name : `${cityName} · ${name}` };
        }),
      ),
    ),
  }));
}

/**
 * The stores a car picked up at `pickup` may be returned to (spec §5: drop_store_allow), in the
 * tree's order; the pick-up store itself is always one of them.
 */
export function dropOffOptions(stores: SearchStores, pickup: string): StoreOption[] {
  const allowed = new Set(stores.byCode[pickup]?.dropStoreAllow ?? []);
  allowed.add(pickup);
  return stores.groups.flatMap((group) => group.stores).filter((store) => allowed.has(store.code));
}
