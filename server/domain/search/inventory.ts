import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { inventoryVersions } from '../../db/schema';

const versionsStatement = perDatabase((db: Db) =>
  db
    .select({ storeCode: inventoryVersions.storeCode, version: inventoryVersions.version })
    .from(inventoryVersions)
    .prepare('inventory_versions'),
);

/**
 * Every store's inventory version (inventory_versions, bumped by triggers in the same transaction
 * as any hold, release or fleet change), read by a query that starts now: a write committed before
 * the call is always seen. An answer read at a store's version is still right while it holds.
 */
export async function loadInventoryVersions(db: Db): Promise<Map<string, number>> {
  const rows = await versionsStatement(db).execute();
  return new Map(rows.map((row) => [row.storeCode, Number(row.version)]));
}
