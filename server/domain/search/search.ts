import type { CarList, CarSearch, CarSummary } from '@/lib/api/contract/car';
import type { Db } from '../../db/client';
import { loadRentalPricing } from '../pricing/rental-pricing';
import { loadFreeUnitCounts, type SkuAvailability } from './availability';
import { presentCarSummary, presentPackageInfo } from './present';
import { reader } from './reference-cache';
import { resolveSearch, type ResolvedSearch } from './resolve';
import { searchContext, skusOf, type SearchOptions } from './search-context';

/** A car-list search that passed every rule, at the moment it was made, in a payment currency. */
export type CarListSearch = { search: ResolvedSearch; currency: string; now: Date };

/**
 * Cars of one search already priced, by SKU id. A caller that keeps the map across reads of the
 * same search saves pricing them again after a hold or release (only which cars are free changed),
 * for as long as the reference data they were priced from is reused (REFERENCE_TTL_MS).
 */
export type PricedCars = Map<number, CarSummary>;

/** The catalogue version each kept PricedCars was priced at: a price edit empties it. */
const pricedAt = new WeakMap<PricedCars, number>();

/** The list answer with the inventory version of the pick-up store its availability was read at. */
export type CarListRead = { list: CarList; inventoryVersion: number; catalogVersion: number };

/** Checks a car-list query against the stores' rules (resolveSearch): what searchCarList reads. */
export async function resolveCarListSearch(
  db: Db,
  query: CarSearch,
  options: Pick<SearchOptions, 'currency' | 'now'>,
): Promise<CarListSearch> {
  const now = options.now ?? new Date();
  return { search: await resolveSearch(db, query, now), currency: options.currency, now };
}

/**
 * The cars of the pick-up store free for the whole rental, cheapest first, every package priced,
 * read fresh (availability is never reused; reference data is, see reference-cache.ts). The
 * inventory version tells a caller that keeps the answer when a hold, release or fleet change has
 * made it out of date (server/http/car-list-answers.ts).
 */
export async function searchCarList(
  db: Db,
  { search, currency, now }: CarListSearch,
  priced: PricedCars = new Map(),
): Promise<CarListRead> {
  const storeCode = search.pickupStore.info.value;
  // The free units come with the catalogue version: the cars are priced with what is kept for it
  // (no query while it holds), so a price edit shows in the very next search.
  const { free, version, catalogVersion } = await loadFreeUnitCounts(db, storeCode, search.interval);
  if (pricedAt.get(priced) !== catalogVersion) {
    priced.clear();
    pricedAt.set(priced, catalogVersion);
  }
  const [storeSkus, pricing] = await Promise.all([
    reader(skusOf, catalogVersion)(db, storeCode),
    loadRentalPricing(db, search, currency, catalogVersion),
  ]);
  const list = storeSkus
    .flatMap(({ sku, model }): SkuAvailability[] => {
      const freeUnits = free.get(sku.id) ?? 0;
      return freeUnits > 0 ? [{ sku, model, freeUnits }] : [];
    })
    .map((available) => {
      let car = priced.get(available.sku.id);
      if (!car) priced.set(available.sku.id, (car = presentCarSummary(available, pricing)));
      return { ...car, free_units: available.freeUnits };
    })
    .sort(
      (a, b) =>
        a.lowest_package.total_charge.payment_amount - b.lowest_package.total_charge.payment_amount ||
        a.sku_id - b.sku_id,
    );
  return {
    list: { list, packages: presentPackageInfo(pricing.packages), ...searchContext(search, pricing, now) },
    inventoryVersion: version,
    catalogVersion,
  };
}
