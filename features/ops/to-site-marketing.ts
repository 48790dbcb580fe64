import type { GlobalConfig } from '@/lib/api/contract/common';
import type { Lang } from '@/lib/i18n/locales';
import { toStoreChoices } from './to-site';
import type { LinkStore } from './to-site-links';
import type { StoreChoice } from './types';

/** The places and currencies a campaign or banner may name, from the global config's stores. */
export type MarketingChoices = {
  stores: StoreChoice[];
  countries: { code: string; name: string }[];
  /** the stores' own currencies, for an amount off and a lower limit */
  currencies: string[];
};

export function toMarketingChoices(config: Pick<GlobalConfig, 'storeInfo'>, lang: Lang): MarketingChoices {
  const stores = Object.entries(config.storeInfo).filter(([code, store]) => code === store.value);
  const countries = new Map<string, string>();
  const currencies = new Set<string>();
  for (const [, store] of stores) {
    countries.set(store.country.value, store.country.lang_label[lang]);
    currencies.add(store.currency);
  }
  return {
    stores: toStoreChoices(config, lang),
    countries: [...countries].map(([code, name]) => ({ code, name })),
    currencies: [...currencies].sort(),
  };
}

/** The stores the link builder offers, with where each one's cars may go back to. */
export const toLinkStores = (config: Pick<GlobalConfig, 'storeInfo'>, lang: Lang): LinkStore[] =>
  toStoreChoices(config, lang).map((choice) => ({
    ...choice,
    dropStoreAllow: config.storeInfo[choice.code]?.drop_store_allow ?? [],
  }));
