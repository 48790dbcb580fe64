import { asc, eq, inArray } from 'drizzle-orm';
import { formatWallTime, instantToWallTime } from '@/lib/time/wall-time';
import type { Db } from '../../db/client';
import { cities, stores } from '../../db/schema';
import { ApiError } from '../errors';

/** A store as its desk shows it: its names and the clock it keeps. */
export type DeskStore = {
  code: string;
  name: typeof stores.$inferSelect.name;
  zone: string;
  city: typeof cities.$inferSelect.name;
};

/** The stores a caller's desk reaches (null: every store), in the site's order. */
export async function deskStores(db: Db, scope: readonly string[] | null): Promise<DeskStore[]> {
  if (scope !== null && scope.length === 0) return [];
  return db
    .select({ code: stores.code, name: stores.name, zone: cities.timeZone, city: cities.name })
    .from(stores)
    .innerJoin(cities, eq(cities.code, stores.cityCode))
    .where(scope === null ? undefined : inArray(stores.code, [...scope]))
    .orderBy(asc(stores.sort), asc(stores.code));
}

/** One of them, or not_found: another store's desk is unknown here, as one that does not exist. */
export function deskStoreOf(reached: DeskStore[], code: string): DeskStore {
  const store = reached.find((entry) => entry.code === code);
  if (!store) throw new ApiError('not_found');
  return store;
}

/** 'YYYY-MM-DD' of an instant on a zone's clock. */
export const dateOnClock = (instant: Date, zone: string): string =>
  formatWallTime(instantToWallTime(instant, zone)).slice(0, 10);
