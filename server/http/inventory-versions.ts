import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';
import { loadInventoryVersions } from '../domain/search/inventory';
import { arrival, readAfter, sharedReads, type SharedReads } from './read-after';

const versionReadsOf = perDatabase((): SharedReads<Map<string, number>> => sharedReads());

/**
 * Every store's inventory version, read by a query that started after `since` (arrival(), taken
 * when the search came in; now by default): a write committed before then is always seen. That
 * makes a remembered search answer safe to reuse when its store's version still matches.
 *
 * Concurrent callers share reads (readAfter), so under load there is about one small query per
 * database round trip, however many searches are waiting on it.
 */
export function currentInventoryVersions(db: Db, since = arrival()): Promise<Map<string, number>> {
  return readAfter(versionReadsOf(db), since, () => loadInventoryVersions(db));
}
