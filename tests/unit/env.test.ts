// @vitest-environment node
import { z } from 'zod';
import { parsePublicEnv, parseServerEnv, scriptEnv } from '@/lib/env';

describe('parseServerEnv', () => {
  it('runs everything locally with nothing set', () => {
    expect(parseServerEnv({})).toEqual({
      NODE_ENV: 'development',
      NEXT_DIST_DIR: '.next',
      BROWSER_SOURCE_MAPS: '0',
      PGLITE_DIR: '.data/pglite',
      SEED: 'auto',
      SITE_URL: 'http://localhost:3000',
      USED_CARS_URL: 'https://www.autotrader.com/cars-for-sale/used-cars',
      OUTBOX_DIR: '.data/outbox',
      SMTP_FROM: 'Rentcar Go <no-reply@localhost>',
      PAYMENT_SANDBOX_SETTLE_SECONDS: 8,
      PAYMENT_WINDOW_SECONDS: 1800,
      PORT: 3000,
      HOST: '0.0.0.0',
      SHUTDOWN_TIMEOUT_SECONDS: 25,
      PAGE_CACHE_SECONDS: 10,
    });
  });

  it('keeps what is set and leaves out variables it does not know', () => {
    const env = parseServerEnv({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/rentcar',
      API_ORIGIN: 'https://api.example.com',
      SEED: 'off',
      SMTP_URL: 'smtp://user:secret@mail.example.com:587',
      HOME: '/root',
    });
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/rentcar',
      API_ORIGIN: 'https://api.example.com',
      SEED: 'off',
      SMTP_URL: 'smtp://user:secret@mail.example.com:587',
    });
    expect(env).not.toHaveProperty('HOME');
  });

  it('reads an empty value as unset, so `API_ORIGIN=` turns a setting off', () => {
    const env = parseServerEnv({ API_ORIGIN: '', PGLITE_DIR: '', MOBILE_SITE_URL: '' });
    expect(env.API_ORIGIN).toBeUndefined();
    expect(env.MOBILE_SITE_URL).toBeUndefined();
    expect(env.PGLITE_DIR).toBe('.data/pglite');
  });

  it.each([
    ['DATABASE_URL', 'not a url'],
    ['API_ORIGIN', 'api.example.com'],
    ['SEED', 'always'],
    ['NODE_ENV', 'staging'],
    ['SMTP_URL', 'https://mail.example.com'],
  ])('refuses %s=%s and names the variable', (name, value) => {
    expect(() => parseServerEnv({ [name]: value })).toThrow(name);
  });
});

describe('parsePublicEnv', () => {
  it('takes an API origin for the browser, or none', () => {
    expect(parsePublicEnv({ NEXT_PUBLIC_API_ORIGIN: 'https://api.example.com' })).toEqual({
      NEXT_PUBLIC_API_ORIGIN: 'https://api.example.com',
    });
    expect(parsePublicEnv({ NEXT_PUBLIC_API_ORIGIN: undefined })).toEqual({});
    expect(() => parsePublicEnv({ NEXT_PUBLIC_API_ORIGIN: 'api' })).toThrow('NEXT_PUBLIC_API_ORIGIN');
  });
});

describe('scriptEnv', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("validates a script's own variables with their defaults", () => {
    vi.stubEnv('BENCH_SECONDS', '30');
    const shape = {
      BENCH_SECONDS: z.coerce.number().positive().default(10),
      BENCH_RUNS: z.coerce.number().int().default(5),
    };
    expect(scriptEnv(shape)).toEqual({ BENCH_SECONDS: 30, BENCH_RUNS: 5 });
    vi.stubEnv('BENCH_SECONDS', 'soon');
    expect(() => scriptEnv(shape)).toThrow('BENCH_SECONDS');
  });
});
