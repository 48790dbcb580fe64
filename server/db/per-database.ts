import type { Db } from './client';

/**
 * State kept per database handle (caches, prepared statements): made on first use and dropped
 * with the handle. Per handle, not module-wide, because tests and benchmarks open several.
 */
export function perDatabase<T>(create: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let value = byDb.get(db);
    if (value === undefined) byDb.set(db, (value = create(db)));
    return value;
  };
}
