import { asc, eq } from 'drizzle-orm';
import type { CountryNode, GlobalConfig, StoreInfo } from '@/lib/api/contract/common';
import type { Db } from '../db/client';
import { currencies, events, featureFlags, fxRates, settings } from '../db/schema';
import { loadStores } from './stores';

/** country → state → city → store, in the stores' display order. */
export function buildStoreLocation(storeList: StoreInfo[]): CountryNode[] {
  const tree: CountryNode[] = [];
  for (const store of storeList) {
    let country = tree.find((node) => node.value === store.country.value);
    if (!country) tree.push((country = { ...store.country, children: [] }));
    let state = country.children.find((node) => node.value === store.state.value);
    if (!state) country.children.push((state = { ...store.state, children: [] }));
    let city = state.children.find((node) => node.value === store.city.value);
    if (!city) state.children.push((city = { ...store.city, children: [] }));
    city.children.push({ value: store.value, lang_label: store.label, short_name: store.short_name });
  }
  return tree;
}

export const DEFAULT_CONFIG_EXPIRES_MIN = 10;

export async function loadGlobalConfig(db: Db, now = new Date()): Promise<GlobalConfig> {
  const [storeList, currencyRows, [freshman], flags, [expires]] = await Promise.all([
    loadStores(db, now),
    db
      .select({ currency: currencies, perUsd: fxRates.perUsd })
      .from(currencies)
      // A currency without a rate cannot price anything, so it is not offered.
      .innerJoin(fxRates, eq(fxRates.currency, currencies.code))
      .orderBy(asc(currencies.sort), asc(currencies.code)),
    db.select().from(events).where(eq(events.code, 'freshman_coupon')).limit(1),
    db.select().from(featureFlags),
    db.select().from(settings).where(eq(settings.key, 'global_config_expires_min')).limit(1),
  ]);
  const storeInfo: Record<string, StoreInfo> = {};
  for (const store of storeList) {
    storeInfo[store.value] = store;
    for (const alias of store.aliases) storeInfo[alias] = store;
  }
  const flag = (key: string) => flags.find((row) => row.key === key);
  const emptyText = { en: '', th: '', zh: '', 'zh-hant': '' };
  return {
    storeLocation: buildStoreLocation(storeList),
    storeInfo,
    currency: currencyRows.map(({ currency, perUsd }) => ({
      code: currency.code,
      abbr: currency.abbr,
      sign: currency.sign,
      minor_units: currency.minorUnits,
      name: currency.name,
      per_usd: Number(perUsd),
    })),
    freshman_coupon: {
      is_active: !!freshman?.isActive && freshman.startTime <= now && now < freshman.endTime,
      start: freshman?.startTime.toISOString() ?? now.toISOString(),
      end: freshman?.endTime.toISOString() ?? now.toISOString(),
      discount_rate: freshman?.discountRate ? Number(freshman.discountRate) : null,
      content: freshman?.content ?? { pc: emptyText, mobile: emptyText },
    },
    refund: { active: flag('refund')?.active ?? false },
    uni_state: { active: flag('uni_state')?.active ?? false },
    slide_captcha: {
      active: flag('slide_captcha')?.active ?? false,
      is_force: flag('slide_captcha')?.isForce ?? false,
    },
    expiresMin: typeof expires?.value === 'number' ? expires.value : DEFAULT_CONFIG_EXPIRES_MIN,
  };
}
