/**
 * Spec §2: a failed chunk load (the site was redeployed, the old chunks are gone) reloads the page,
 * at most once per minute so a chunk that really is missing cannot cause a reload loop.
 */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
/** sessionStorage key holding the time of the last reload (per tab, survives the reload). */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

const CHUNK_ERROR =
  /ChunkLoadError|Loading (?:CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** An Error, an error-like object, a rejection reason or an error event's message. */
export function isChunkLoadError(value: unknown): boolean {
  if (!value) return false;
  if (typeof value === 'string') return CHUNK_ERROR.test(value);
  if (typeof value === 'object') {
    const { name, message } = value as { name?: unknown; message?: unknown };
    if (name === 'ChunkLoadError') return true;
    if (typeof message === 'string') return CHUNK_ERROR.test(message);
  }
  return false;
}

/** May the page reload now, given when it last reloaded for this reason (ms, or null)? */
export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  // A clock set back would otherwise block reloads for the rest of the session.
  if (lastReloadAt > now) return true;
  return now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Reloads through `reload` when allowed, recording the time first. Returns whether it reloaded.
 * Without working storage it never reloads: the once-a-minute guard could not hold.
 */
export function reloadForChunkError(
  storage: StorageLike | undefined,
  reload: () => void,
  now: number = Date.now(),
): boolean {
  if (!storage) return false;
  try {
    const stored = storage.getItem(CHUNK_RELOAD_KEY);
    if (!shouldReload(stored ? Number(stored) : null, now)) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
