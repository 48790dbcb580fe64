/** Where a cached value lives: memory on the server, localStorage in the browser. */
export type CacheStorage = {
  read(key: string): string | null;
  write(key: string, value: string): void;
};

export const memoryStorage = (): CacheStorage => {
  const map = new Map<string, string>();
  return { read: (key) => map.get(key) ?? null, write: (key, value) => void map.set(key, value) };
};

type Entry<T> = { value: T; expiresAt: number };

/**
 * A value fetched, then kept until its own expiry (expiresMin in the answer). When a refresh fails
 * the last value is kept, and with none the built-in fallback is used: a page never fails because
 * the config could not be read (spec §3 'a built-in fallback exists').
 */
export function createExpiringCache<T>(options: {
  key: string;
  fetch: () => Promise<T>;
  expiresMin: (value: T) => number;
  /** Used when nothing was ever fetched; may load lazily (the browser's built-in config does). */
  fallback: () => T | Promise<T>;
  storage: CacheStorage;
  now?: () => number;
  /** Called when a fetch fails; it may rethrow errors that must not fall back. */
  onError?: (error: unknown) => void;
}) {
  const now = options.now ?? Date.now;
  let inflight: Promise<T> | undefined;

  // The last text read and its parse: a page reads the config several times per render, and the
  // whole config parsed again for each read was a twentieth of a car list's server time.
  let parsed: { raw: string; entry: Entry<T> } | undefined;
  const read = (): Entry<T> | undefined => {
    try {
      const raw = options.storage.read(options.key);
      if (!raw) return undefined;
      if (parsed?.raw !== raw) parsed = { raw, entry: JSON.parse(raw) as Entry<T> };
      return parsed.entry;
    } catch {
      return undefined;
    }
  };

  const refresh = async (stale: Entry<T> | undefined): Promise<T> => {
    try {
      const value = await options.fetch();
      const entry: Entry<T> = { value, expiresAt: now() + options.expiresMin(value) * 60_000 };
      options.storage.write(options.key, JSON.stringify(entry));
      return value;
    } catch (error) {
      options.onError?.(error);
      return stale ? stale.value : await options.fallback();
    }
  };

  return {
    async get(): Promise<T> {
      const entry = read();
      if (entry && entry.expiresAt > now()) return entry.value;
      inflight ??= refresh(entry).finally(() => (inflight = undefined));
      return inflight;
    },
    /** Forget the cached value so the next get() fetches. */
    invalidate() {
      options.storage.write(options.key, '');
    },
  };
}
