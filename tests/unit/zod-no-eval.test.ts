import { describe, expect, it, vi } from 'vitest';

describe('zod without eval', () => {
  it('is jitless when the flag is set before zod loads, as on every page', async () => {
    vi.resetModules();
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    await import('@/lib/site/zod-no-eval');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    // And parsing still works (the slow path).
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
