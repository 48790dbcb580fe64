import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';

/**
 * How long stores, packages, extras, one-way fees and exchange rates are reused. They change only
 * when an operator edits them, so every instance sees an edit within this time. Availability is
 * not kept here: a search answer is reused only while its store's inventory version holds
 * (server/http/car-list-answers.ts). On PGlite this takes a search from six queries to one (about 3×
 * faster).
 */
export const REFERENCE_TTL_MS = 60_000;

type Entry<T> = { value: Promise<T>; expiresAt: number };

export type CachedReference<A extends (string | number)[], T> = ((db: Db, ...args: A) => Promise<T>) & {
  /**
   * For a caller that must price with the database as it is now (a booking): the answer kept for
   * this catalogue version (read in the same statement as the free units), or a fresh read when
   * the version moved. A read that starts after the version was read is at least as new as it.
   */
  atVersion: (db: Db, version: number, ...args: A) => Promise<T>;
};

/** The loader's answer kept for a short time, or at the given catalogue version when there is one. */
export const reader =
  <A extends (string | number)[], T>(loader: CachedReference<A, T>, catalogVersion: number | undefined) =>
  (db: Db, ...args: A) =>
    catalogVersion === undefined ? loader(db, ...args) : loader.atVersion(db, catalogVersion, ...args);

/**
 * A loader whose answers are kept for REFERENCE_TTL_MS, per database (tests open many) and per
 * arguments, and, apart, by catalogue version. Concurrent misses share one query; a failed load is
 * forgotten at once.
 */
export function cachedReference<A extends (string | number)[], T>(
  load: (db: Db, ...args: A) => Promise<T>,
): CachedReference<A, T> {
  const entriesOf = perDatabase(() => new Map<string, Entry<T>>());
  const versionedOf = perDatabase(() => new Map<string, { version: number; value: Promise<T> }>());
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
  const atVersion = (db: Db, version: number, ...args: A) => {
    const entries = versionedOf(db);
    const key = args.join('\u0000');
    const hit = entries.get(key);
    if (hit && hit.version === version) return hit.value;
    const value = load(db, ...args);
    // An older version never replaces a newer one (requests finish out of order).
    if (!hit || hit.version < version) {
      const entry = { version, value };
      entries.set(key, entry);
      value.catch(() => entries.get(key) === entry && entries.delete(key));
    }
    return value;
  };
  return Object.assign(cached, { atVersion });
}
