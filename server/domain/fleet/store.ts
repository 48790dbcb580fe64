import { asc, eq, inArray } from 'drizzle-orm';
import type { Localized } from '../../db/schema/columns';
import type { Db } from '../../db/client';
import { cities, stores } from '../../db/schema';
import { ApiError } from '../errors';
import type { OperatorContext } from '../operators/record';

/** A store as the fleet works on it: its clock. */
export type FleetStore = { code: string; name: Localized; timeZone: string };

/** Whether the caller reaches the store's fleet (a store role: the stores its account lists). */
const reaches = (context: Pick<OperatorContext, 'stores'>, code: string) =>
  context.stores === null || context.stores === undefined || context.stores.includes(code);

/**
 * The store, when the caller reaches it: another store is refused (403) before its existence is
 * looked up, so a store role learns nothing of the others; an unknown one is not_found.
 */
export async function fleetStore(db: Db, code: string, context: Pick<OperatorContext, 'stores'>) {
  if (!reaches(context, code)) throw new ApiError('forbidden');
  const [row] = await db
    .select({ code: stores.code, name: stores.name, timeZone: cities.timeZone })
    .from(stores)
    .innerJoin(cities, eq(cities.code, stores.cityCode))
    .where(eq(stores.code, code));
  if (!row) throw new ApiError('not_found');
  return row satisfies FleetStore;
}

/** The stores the caller reaches, in code order, to pick one. */
export async function reachableStores(db: Db, context: Pick<OperatorContext, 'stores'>) {
  const scope = context.stores;
  if (scope && scope.length === 0) return [];
  return db
    .select({ code: stores.code, name: stores.name })
    .from(stores)
    .where(scope ? inArray(stores.code, [...scope]) : undefined)
    .orderBy(asc(stores.code));
}
