import { inArray, sql, type SQL } from 'drizzle-orm';
import { rolesSeeAllStores } from '@/lib/ops/roles';
import { orders } from '../../db/schema';
import type { StaffCaller } from '../staff/caller';
import type { OperatorContext } from './record';

/**
 * The one rule of which orders a member of staff reaches (DESIGN.md §10): admin and customer
 * service every order; a store role only those picked up at a store its account lists. Every
 * back-office read and action asks the database through orderInScope, so an order of another
 * store is found exactly as often, and as fast, as one that does not exist: it answers not_found.
 */

/** The pick-up stores a caller reaches, or null for every store. */
export const storeScopeOf = (caller: Pick<StaffCaller, 'roles' | 'storeCodes'>): readonly string[] | null =>
  rolesSeeAllStores(caller.roles) ? null : caller.storeCodes;

/** The WHERE condition of the scope (undefined: no condition; an empty list reaches nothing). */
export function orderInScope(stores: readonly string[] | null | undefined): SQL | undefined {
  if (stores === null || stores === undefined) return undefined;
  return stores.length > 0 ? inArray(orders.storeCode, [...stores]) : sql`false`;
}

/** Who acts, as the operator functions record it: the member of staff and the stores they reach. */
export const staffContext = (caller: StaffCaller, now: Date): OperatorContext => ({
  operator: caller.name,
  staffId: caller.staffId,
  now,
  stores: storeScopeOf(caller),
});
