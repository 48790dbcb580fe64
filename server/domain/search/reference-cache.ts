import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';

/**
 * How long stores, packages, extras, one-way fees and exchange rates are reused. They change only
 * when an operator edits them, so every instance sees an edit within this time. Availability is
 * not kept here: a search answer is reused only while its store's inventory version holds (search.ts). On PGlite this takes a search from six queries to one (about 3× faster).
 */
export const REFERENCE_TTL_MS = 60_000;

type Entry<T> = { value: Promise<T>; expiresAt: number };

export type CachedReference<A extends (string | number)[], T> = ((db: Db, ...args: A) => Promise<T>) & {
  /** the loader itself, for a caller that must read the database now (a booking) */
  fresh: (db: Db, ...args: A) => Promise<T>;
};

/** The cached loader, or its fresh read when `fresh` is set. */
export const reader = <A extends (string | number)[], T>(
  loader: CachedReference<A, T>,
  fresh: boolean | undefined,
) => (fresh ? loader.fresh : loader);

/**
 * A loader whose answers are kept for REFERENCE_TTL_MS, per database (tests open many) and per
 * arguments. Concurrent misses share one query; a failed load is forgotten at once.
 */
export function cachedReference<A extends (string | number)[], T>(
  load: (db: Db, ...args: A) => Promise<T>,
): CachedReference<A, T> {
  const entriesOf = perDatabase(() => new Map<string, Entry<T>>());
  const cached = (db: Db, ...args: A) => {
    const entries = entriesOf(db);
    const key = args.join('\u0000');
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = load(db, ...args);
    const entry = { value, expiresAt: now + REFERENCE_TTL_MS };
    entries.set(key, entry);
    value.catch(() => entries.get(key) === entry && entries.delete(key));
    return value;
  };
  return Object.assign(cached, { fresh: load });
}
