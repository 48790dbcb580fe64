import type { GlobalConfig } from '@/lib/api/contract/common';
import type { Lang } from '@/lib/i18n/locales';

export type StoreOption = { code: string; label: string };
export type StoreGroup = { label: string; stores: StoreOption[] };

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
export function dropOffOptions(
  config: Pick<GlobalConfig, 'storeInfo'>,
  groups: StoreGroup[],
  pickup: string,
): StoreOption[] {
  const allowed = new Set(config.storeInfo[pickup]?.drop_store_allow ?? []);
  allowed.add(pickup);
  return groups.flatMap((group) => group.stores).filter((store) => allowed.has(store.code));
}
