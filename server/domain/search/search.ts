import type { CarList, CarSearch, CarSummary } from '@/lib/api/contract/car';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { searchReads } from '../../observability/metrics';
import { loadFreeUnitCounts, type SkuAvailability } from './availability';
import { loadRentalPricing } from '../pricing/rental-pricing';
import { expiryOf, searchContext, skusOf, type SearchOptions } from './search-context';
import { presentCarSummary, presentPackageInfo } from './present';
import { currentInventoryVersions } from './inventory';
import { arrival, idle, readAfter, sharedReads, type SharedReads } from './read-after';
import { REFERENCE_TTL_MS } from './reference-cache';
import { resolveSearch, type ResolvedSearch } from './resolve';

export { SEARCH_EXPIRY_MS, type SearchOptions } from './search-context';
export { readCarDetail, searchCarDetail, searchClaimsOf } from './detail';

/** Search answers remembered per database, the least recently used forgotten first (~60 KB each). */
const MAX_REMEMBERED_LISTS = 200;

/**
 * A list answer as UTF-8 JSON, split around its expired_time (the one part that depends on the
 * moment of the search), with the inventory version of the pick-up store its availability was
 * read at.
 */
type RememberedList = {
  version: number;
  before: Buffer;
  after: Buffer;
  /** the search's cars priced, kept until expiresAt (the reference data's reuse time) */
  priced: PricedCars;
};
type PricedCars = { cars: Map<number, CarSummary>; expiresAt: number };

const rememberedListsOf = perDatabase(() => new Map<string, RememberedList>());
/** Fresh reads of a search under way, shared by the travellers who arrive while one runs. */
const readingListsOf = perDatabase(() => new Map<string, SharedReads<RememberedList>>());
// PostgreSQL text cannot hold NUL, so no value read from the database can contain this mark.
const EXPIRY_MARK = '\u0000expired_time\u0000';
const EXPIRY_MARK_BYTES = Buffer.from(JSON.stringify(EXPIRY_MARK));

/**
 * The list answer (the envelope's data) as UTF-8 JSON, in parts to be sent one after the other:
 * the cars of the pick-up store free for the whole rental, cheapest first, every package priced.
 *
 * The same search made again reuses the JSON of the last answer while the store's inventory
 * version is unchanged (every hold, release or fleet change bumps it in its own transaction) and
 * the reference data it was priced from is (REFERENCE_TTL_MS). The version is read by a query that
 * starts after this call, so a hold or release committed before the search is always reflected.
 */
export async function searchCarListJson(
  db: Db,
  query: CarSearch,
  options: SearchOptions,
): Promise<Uint8Array[]> {
  // Every read this search uses must start after this moment, so it sees every earlier write.
  const since = arrival();
  const now = options.now ?? new Date();
  const search = await resolveSearch(db, query, now);
  const storeCode = search.pickupStore.info.value;
  const expiredTime = Buffer.from(JSON.stringify(expiryOf(now)));
  const key = [
    JSON.stringify(search.rentInfo),
    search.interval.start.getTime(),
    search.interval.end.getTime(),
    options.currency,
    now.getUTCFullYear(),
  ].join('|');
  const lists = rememberedListsOf(db);

  const remembered = lists.get(key);
  if (remembered && remembered.priced.expiresAt > Date.now()) {
    const versions = await currentInventoryVersions(db, since);
    if ((versions.get(storeCode) ?? 0) === remembered.version) {
      searchStats.reused++;
      searchReads.inc({ answer: 'reused' });
      lists.delete(key);
      lists.set(key, remembered);
      return [remembered.before, expiredTime, remembered.after];
    }
  }

  const reads = readingListsOf(db);
  let slot = reads.get(key);
  if (!slot) reads.set(key, (slot = sharedReads()));
  // Travellers arriving together after a hold share one fresh read (one that started after each of
  // them arrived) instead of each reading and pricing the same search.
  const entry = await readAfter(slot, since, () => readList(db, search, options.currency, now, key, lists));
  if (idle(slot) && reads.get(key) === slot) reads.delete(key);
  return [entry.before, expiredTime, entry.after];
}

/** Reads the list fresh, remembers its JSON under `key` and answers it. */
async function readList(
  db: Db,
  search: ResolvedSearch,
  currency: string,
  now: Date,
  key: string,
  lists: Map<string, RememberedList>,
): Promise<RememberedList> {
  searchStats.fresh++;
  searchReads.inc({ answer: 'fresh' });
  // After a hold or release the same search is priced the same: only which cars are free changed.
  const last = lists.get(key);
  const priced =
    last && last.priced.expiresAt > Date.now()
      ? last.priced
      : { cars: new Map<number, CarSummary>(), expiresAt: Date.now() + REFERENCE_TTL_MS };
  const { list, version } = await freshCarList(db, search, currency, now, priced.cars);
  list.expired_time = EXPIRY_MARK;
  const json = Buffer.from(JSON.stringify(list));
  const at = json.indexOf(EXPIRY_MARK_BYTES);
  const entry: RememberedList = {
    version,
    priced,
    before: json.subarray(0, at),
    after: json.subarray(at + EXPIRY_MARK_BYTES.length),
  };
  lists.delete(key);
  lists.set(key, entry);
  for (const old of lists.keys()) {
    if (lists.size <= MAX_REMEMBERED_LISTS) break;
    lists.delete(old);
  }
  return entry;
}

/** How many list answers were reused and how many read fresh, since the process started. */
export const searchStats = { reused: 0, fresh: 0 };

/** The list answer read fresh (nothing remembered), with the inventory version it was read at. */
async function freshCarList(
  db: Db,
  search: ResolvedSearch,
  currency: string,
  now: Date,
  priced: Map<number, CarSummary>,
) {
  const storeCode = search.pickupStore.info.value;
  const [storeSkus, { free, version }, pricing] = await Promise.all([
    skusOf(db, storeCode),
    loadFreeUnitCounts(db, storeCode, search.interval),
    loadRentalPricing(db, search, currency),
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
  const answer: CarList = {
    list,
    packages: presentPackageInfo(pricing.packages),
    ...searchContext(search, pricing, now),
  };
  return { list: answer, version };
}
