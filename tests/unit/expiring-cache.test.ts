import { createExpiringCache, memoryStorage } from '@/lib/site/api/expiring-cache';

function setup(fetch: () => Promise<{ v: number; expiresMin: number }>) {
  let now = 1_000_000;
  const cache = createExpiringCache({
    key: 'k',
    fetch,
    expiresMin: (value) => value.expiresMin,
    fallback: () => ({ v: -1, expiresMin: 0 }),
    storage: memoryStorage(),
    now: () => now,
  });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('createExpiringCache', () => {
  it('keeps a value until its own expiry, then fetches again', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce({ v: 1, expiresMin: 10 })
      .mockResolvedValueOnce({ v: 2, expiresMin: 10 });
    const { cache, advance } = setup(fetch);
    expect((await cache.get()).v).toBe(1);
    advance(9 * 60_000);
    expect((await cache.get()).v).toBe(1);
    advance(2 * 60_000);
    expect((await cache.get()).v).toBe(2);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the stale value when a refresh fails, and uses the fallback when it never had one', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ v: 1, expiresMin: 1 });
    fetch.mockRejectedValueOnce(new Error('down again'));
    const { cache, advance } = setup(fetch);
    expect((await cache.get()).v).toBe(-1);
    expect((await cache.get()).v).toBe(1);
    advance(2 * 60_000);
    expect((await cache.get()).v).toBe(1);
  });

  it('shares one fetch between concurrent callers', async () => {
    const fetch = vi.fn().mockResolvedValue({ v: 1, expiresMin: 10 });
    const { cache } = setup(fetch);
    await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
