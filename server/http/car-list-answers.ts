import type { CarSearch } from '@/lib/api/contract/car';
import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';
import { catalogVersionsOf } from '../domain/search/inventory';
import { REFERENCE_TTL_MS } from '../domain/search/reference-cache';
import { expiryOf, type SearchOptions } from '../domain/search/search-context';
import {
  resolveCarListSearch,
  searchCarList,
  type CarListSearch,
  type PricedCars,
} from '../domain/search/search';
import { searchReads } from '../observability/metrics';
import { currentInventoryVersions } from './inventory-versions';
import { arrival, idle, readAfter, sharedReads, type SharedReads } from './read-after';

/** Search answers remembered per database, the least recently used forgotten first (~60 KB each). */
const MAX_REMEMBERED_LISTS = 200;

/**
 * A list answer as UTF-8 JSON, split around its expired_time (the one part that depends on the
 * moment of the search), with the inventory version of the pick-up store its availability was
 * read at.
 */
type RememberedList = {
  version: number;
  /** the store's catalogue version it was priced at (a price edit moves it) */
  catalogVersion: number;
  before: Buffer;
  after: Buffer;
  /** the search's cars priced, kept until expiresAt (the reference data's reuse time) */
  priced: { cars: PricedCars; expiresAt: number };
};

const rememberedListsOf = perDatabase(() => new Map<string, RememberedList>());
/** Fresh reads of a search under way, shared by the travellers who arrive while one runs. */
const readingListsOf = perDatabase(() => new Map<string, SharedReads<RememberedList>>());
// PostgreSQL text cannot hold NUL, so no value read from the database can contain this mark.
const EXPIRY_MARK = '\u0000expired_time\u0000';
const EXPIRY_MARK_BYTES = Buffer.from(JSON.stringify(EXPIRY_MARK));

/** What makes two searches the same answer: the resolved rental, the currency, the zones' year. */
const sameSearchKey = ({ search, currency, now }: CarListSearch) =>
  [
    JSON.stringify(search.rentInfo),
    search.interval.start.getTime(),
    search.interval.end.getTime(),
    currency,
    now.getUTCFullYear(),
  ].join('|');

/**
 * The car list answer (the envelope's data, the domain's searchCarList) as UTF-8 JSON, in parts
 * to be sent one after the other.
 *
 * The same search made again reuses the JSON of the last answer while the store's inventory
 * version is unchanged (every hold, release or fleet change bumps it in its own transaction), so is
 * its catalogue version (every price edit bumps it), and the reference data it was priced from is
 * (REFERENCE_TTL_MS). The version is read by a query that
 * starts after this call, so a hold or release committed before the search is always reflected.
 * The expired_time is the moment of each answer.
 */
export async function carListAnswer(db: Db, query: CarSearch, options: SearchOptions): Promise<Uint8Array[]> {
  // Every read this search uses must start after this moment, so it sees every earlier write.
  const since = arrival();
  const listSearch = await resolveCarListSearch(db, query, options);
  const storeCode = listSearch.search.pickupStore.info.value;
  const expiredTime = Buffer.from(JSON.stringify(expiryOf(listSearch.now)));
  const key = sameSearchKey(listSearch);
  const lists = rememberedListsOf(db);

  const remembered = lists.get(key);
  if (remembered && remembered.priced.expiresAt > Date.now()) {
    const versions = await currentInventoryVersions(db, since);
    const catalog = catalogVersionsOf(versions).get(storeCode) ?? 0;
    if ((versions.get(storeCode) ?? 0) === remembered.version && catalog === remembered.catalogVersion) {
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
  const entry = await readAfter(slot, since, () => readList(db, listSearch, key, lists));
  if (idle(slot) && reads.get(key) === slot) reads.delete(key);
  return [entry.before, expiredTime, entry.after];
}

/** Reads the list fresh, remembers its JSON under `key` and answers it. */
async function readList(
  db: Db,
  listSearch: CarListSearch,
  key: string,
  lists: Map<string, RememberedList>,
): Promise<RememberedList> {
  searchReads.inc({ answer: 'fresh' });
  // After a hold or release the same search is priced the same: only which cars are free changed.
  const last = lists.get(key);
  const priced: RememberedList['priced'] =
    last && last.priced.expiresAt > Date.now()
      ? last.priced
      : { cars: new Map(), expiresAt: Date.now() + REFERENCE_TTL_MS };
  // searchCarList forgets the priced cars itself when the catalogue version moved (a price edit).
  const { list, inventoryVersion, catalogVersion } = await searchCarList(db, listSearch, priced.cars);
  const json = Buffer.from(JSON.stringify({ ...list, expired_time: EXPIRY_MARK }));
  const at = json.indexOf(EXPIRY_MARK_BYTES);
  const entry: RememberedList = {
    version: inventoryVersion,
    catalogVersion,
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
