import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { eq } from 'drizzle-orm';
import { catalogVersions, inventoryVersions } from '../../db/schema';

// Both versions in one statement: a remembered search answer holds while both of its store's do.
const versionsStatement = perDatabase((db: Db) =>
  db
    .select({
      inventoryStore: inventoryVersions.storeCode,
      version: inventoryVersions.version,
      catalogStore: catalogVersions.storeCode,
      catalogVersion: catalogVersions.version,
    })
    .from(inventoryVersions)
    .fullJoin(catalogVersions, eq(catalogVersions.storeCode, inventoryVersions.storeCode))
    .prepare('inventory_versions'),
);

/** The catalogue versions read with each answer of loadInventoryVersions (see catalogVersionsOf). */
const catalogOfRead = new WeakMap<Map<string, number>, Map<string, number>>();

/** Every store's catalogue version, read in the same statement as these inventory versions. */
export const catalogVersionsOf = (inventory: Map<string, number>): Map<string, number> =>
  catalogOfRead.get(inventory) ?? new Map();

/**
 * Every store's inventory version (inventory_versions, bumped by triggers in the same transaction
 * as any hold, release or fleet change), read by a query that starts now: a write committed before
 * the call is always seen. An answer read at a store's version is still right while it holds.
 */
export async function loadInventoryVersions(db: Db): Promise<Map<string, number>> {
  const rows = await versionsStatement(db).execute();
  const inventory = new Map<string, number>();
  const catalog = new Map<string, number>();
  for (const row of rows) {
    if (row.inventoryStore !== null) inventory.set(row.inventoryStore, Number(row.version));
    if (row.catalogStore !== null) catalog.set(row.catalogStore, Number(row.catalogVersion));
  }
  catalogOfRead.set(inventory, catalog);
  return inventory;
}
