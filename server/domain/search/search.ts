import type { CarDetail, CarDetailSearch, CarList, CarSearch, CarSummary } from '@/lib/api/contract/car';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { loadFreeUnitCounts, loadStoreSkus, type SkuAvailability } from './availability';
import { loadCurrencyRates, loadExtras, loadOneWayFee, loadPackages } from './catalog';
import {
  presentCar,
  presentCarSummary,
  presentExtras,
  presentPackageInfo,
  type PricingContext,
} from './present';
import { cachedReference, REFERENCE_TTL_MS } from './reference-cache';
import { resolveSearch, type ResolvedSearch } from './resolve';

/** Spec §9: a vehicle search is good for 30 minutes, then prices must be searched again. */
export const SEARCH_EXPIRY_MS = 30 * 60_000;
/** Amounts are shown in this currency when the requested one has no exchange rate. */
const FALLBACK_CURRENCY = 'USD';

// Reference data, reused for a short time; availability is read fresh on every search.
const skusOf = cachedReference(loadStoreSkus);
const packagesOf = cachedReference(loadPackages);
const extrasOf = cachedReference(loadExtras);
const oneWayFeeOf = cachedReference(loadOneWayFee);
const ratesOf = cachedReference((db: Db, local: string, payment: string) =>
  loadCurrencyRates(db, [local, payment, FALLBACK_CURRENCY]),
);

export type SearchOptions = { currency: string; now?: Date };

/**
 * Priced cars of one search, kept as long as the reference data they were priced from (the same
 * search by the next traveller reuses them); which cars are free is still read on every search.
 */
const pricedCars = new WeakMap<Db, Map<string, { cars: Map<number, CarSummary>; expiresAt: number }>>();

function pricedCarsOf(db: Db, search: ResolvedSearch, currency: string, now: number) {
  let byKey = pricedCars.get(db);
  if (!byKey) pricedCars.set(db, (byKey = new Map()));
  const key = [
    search.pickupStore.info.value,
    search.dropOffStore.info.value,
    search.interval.start.toISOString(),
    search.interval.end.toISOString(),
    search.driverAge,
    currency,
  ].join('|');
  let entry = byKey.get(key);
  if (!entry || entry.expiresAt <= now) {
    for (const [old, value] of byKey) if (value.expiresAt <= now) byKey.delete(old);
    byKey.set(key, (entry = { cars: new Map(), expiresAt: now + REFERENCE_TTL_MS }));
  }
  return entry.cars;
}

/** The cars of the pick-up store free for the whole rental, cheapest first, with every package priced. */
export async function searchCarList(db: Db, query: CarSearch, options: SearchOptions): Promise<CarList> {
  const now = options.now ?? new Date();
  const search = await resolveSearch(db, query, now);
  const storeCode = search.pickupStore.info.value;
  const [storeSkus, free, shared] = await Promise.all([
    skusOf(db, storeCode),
    loadFreeUnitCounts(db, storeCode, search.interval),
    loadPricingContext(db, search, options.currency),
  ]);
  const priced = pricedCarsOf(db, search, shared.pricing.currencies.payment.code, Date.now());
  const list = storeSkus
    .flatMap(({ sku, model }): SkuAvailability[] => {
      const freeUnits = free.get(sku.id) ?? 0;
      return freeUnits > 0 ? [{ sku, model, freeUnits }] : [];
    })
    .map((available) => {
      let car = priced.get(available.sku.id);
      if (!car) priced.set(available.sku.id, (car = presentCarSummary(available, shared.pricing)));
      return { ...car, free_units: available.freeUnits };
    })
    .sort(
      (a, b) =>
        a.lowest_package.total_charge.payment_amount - b.lowest_package.total_charge.payment_amount ||
        a.sku_id - b.sku_id,
    );
  return {
    list,
    packages: presentPackageInfo(shared.pricing.packages),
    ...searchContext(search, shared, now),
  };
}

/** One car with all its packages; refused when it is not a car of the store or none is free. */
export async function searchCarDetail(
  db: Db,
  query: CarDetailSearch,
  options: SearchOptions,
): Promise<CarDetail> {
  const now = options.now ?? new Date();
  const search = await resolveSearch(db, query, now);
  const storeCode = search.pickupStore.info.value;
  const [storeSkus, free, shared] = await Promise.all([
    skusOf(db, storeCode),
    loadFreeUnitCounts(db, storeCode, search.interval, query.sku_id),
    loadPricingContext(db, search, options.currency),
  ]);
  const found = storeSkus.find(({ sku }) => sku.id === query.sku_id);
  if (!found) throw new ApiError('invalid_sku', { sku_id: query.sku_id });
  const freeUnits = free.get(query.sku_id) ?? 0;
  if (freeUnits === 0) throw new ApiError('out_of_stock', { sku_id: query.sku_id });
  return { car: presentCar({ ...found, freeUnits }, shared.pricing), ...searchContext(search, shared, now) };
}

type SharedData = Awaited<ReturnType<typeof loadPricingContext>>;

/** Everything a search prices with besides the cars: packages, extras, fees and rates, at once. */
async function loadPricingContext(db: Db, search: ResolvedSearch, requestedCurrency: string) {
  const storeCode = search.pickupStore.info.value;
  const localCode = search.pickupStore.info.currency;
  const dropOffCode = search.dropOffStore.info.value;
  const [packages, extras, rates, oneWayFee] = await Promise.all([
    packagesOf(db, storeCode),
    extrasOf(db, storeCode),
    ratesOf(db, localCode, requestedCurrency),
    dropOffCode === storeCode ? null : oneWayFeeOf(db, storeCode, dropOffCode),
  ]);
  const local = rates.get(localCode);
  const payment = rates.get(requestedCurrency) ?? rates.get(FALLBACK_CURRENCY);
  if (!local || !payment) throw new Error(`no exchange rate for ${localCode} or ${FALLBACK_CURRENCY}`);
  const currencies = { local, payment };
  const pricing: PricingContext = { search, packages, oneWayFee, currencies };
  return { pricing, extras: presentExtras(extras, search.days, currencies) };
}

function searchContext(search: ResolvedSearch, shared: SharedData, now: Date) {
  return {
    rent_info: search.rentInfo,
    rent_days: search.days,
    expired_time: new Date(now.getTime() + SEARCH_EXPIRY_MS).toISOString(),
    payment_currency: shared.pricing.currencies.payment.code,
    local_currency: shared.pricing.currencies.local.code,
    pickup_store: search.pickupStore.info,
    drop_off_store: search.dropOffStore.info,
    extra_services: shared.extras,
  };
}
