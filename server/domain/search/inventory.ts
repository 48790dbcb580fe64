import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { inventoryVersions } from '../../db/schema';
import { arrival, readAfter, sharedReads, type SharedReads } from './read-after';

/**
 * Every store's inventory version (inventory_versions, bumped by triggers in the same transaction
 * as any hold, release or fleet change), read by a query that started after `since` (arrival(),
 * taken when the search came in; now by default): a write committed before then is always seen.
 * That makes a remembered search answer safe to reuse when its store's version still matches.
 *
 * Concurrent callers share reads (readAfter), so under load there is about one small query per
 * database round trip, however many searches are waiting on it.
 */
export function currentInventoryVersions(db: Db, since = arrival()): Promise<Map<string, number>> {
  const reader = readerOf(db);
  const { statement } = reader;
  return readAfter(reader.reads, since, () =>
    statement.execute().then((rows) => new Map(rows.map((row) => [row.storeCode, Number(row.version)]))),
  );
}

const versionsStatement = (db: Db) =>
  db
    .select({ storeCode: inventoryVersions.storeCode, version: inventoryVersions.version })
    .from(inventoryVersions)
    .prepare('inventory_versions');

const readerOf = perDatabase((db) => ({
  statement: versionsStatement(db),
  reads: sharedReads() as SharedReads<Map<string, number>>,
}));
