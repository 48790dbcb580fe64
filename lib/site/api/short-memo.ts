/**
 * Answers the same for every visitor, kept in this process for `ttlMs` by key, so a page rendered for
 * each request does not read them again every time: the server transport's memo of public reference
 * data (lib/site/api/server.ts MEMOIZED_PATHS: the car list's store notices and banners, by call). A change
 * shows within `ttlMs`. A failed load is not kept, and concurrent requests for one key share one
 * load. At most `maxKeys` keys: the oldest go first.
 */
export function shortMemo<T>({
  ttlMs,
  maxKeys = 500,
  now = () => Date.now(),
}: {
  ttlMs: number;
  maxKeys?: number;
  now?: () => number;
}) {
  const entries = new Map<string, { value: Promise<T>; expiresAt: number }>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const kept = entries.get(key);
    if (kept && kept.expiresAt > now()) return kept.value;
    entries.delete(key);
    const value = load();
    entries.set(key, { value, expiresAt: now() + ttlMs });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    if (entries.size > maxKeys) entries.delete(entries.keys().next().value!);
    return value;
  };
}
