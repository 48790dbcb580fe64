import type { StoreInfo } from '@/lib/api/contract/common';

/**
 * What the codec and the search rules need to know of a store, found by code or alias (HAW1204 →
 * HNL01): its zone, where its cars may go back to, and the drivers' ages it accepts.
 */
export type StoreFacts = {
  code: string;
  timeZone: string;
  dropStoreAllow?: readonly string[];
  driverAge?: { min: number; max: number };
};
export type StoreLookup = (code: string) => StoreFacts | undefined;

/** A lookup over the global config's storeInfo map, which already holds the aliases. */
export function storeLookupFromConfig(storeInfo: Readonly<Record<string, StoreInfo>>): StoreLookup {
  return (code) => {
    const key = code.trim().toUpperCase();
    const store = Object.hasOwn(storeInfo, key) ? storeInfo[key] : undefined;
    return (
      store && {
        code: store.value,
        timeZone: store.city.timeZone.iana,
        dropStoreAllow: store.drop_store_allow,
        driverAge: { min: store.driver_age.min, max: store.driver_age.max },
      }
    );
  };
}
