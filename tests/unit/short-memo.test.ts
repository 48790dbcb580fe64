import { shortMemo } from '@/lib/site/api/short-memo';

describe('shortMemo', () => {
  it('keeps an answer for its time by key, then loads it again', async () => {
    let clock = 0;
    const memo = shortMemo<string>({ ttlMs: 1_000, now: () => clock });
    const load = vi.fn(async () => `answer ${load.mock.calls.length}`);
    expect(await memo('LAX01|en', load)).toBe('answer 1');
    clock = 999;
    expect(await memo('LAX01|en', load)).toBe('answer 1');
    expect(await memo('LAX01|th', load)).toBe('answer 2');
    clock = 1_000;
    expect(await memo('LAX01|en', load)).toBe('answer 3');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shares one load among concurrent callers, and keeps no failure', async () => {
    const memo = shortMemo<number>({ ttlMs: 60_000 });
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('database away'));
    };
    const both = await Promise.allSettled([memo('k', failing), memo('k', failing)]);
    expect(both.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    expect(await memo('k', async () => 7)).toBe(7);
  });

  it('forgets the oldest key beyond its size', async () => {
    const memo = shortMemo<string>({ ttlMs: 60_000, maxKeys: 2 });
    const load = vi.fn(async () => 'x');
    await memo('a', load);
    await memo('b', load);
    await memo('c', load);
    await memo('b', load);
    expect(load).toHaveBeenCalledTimes(3);
    await memo('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
