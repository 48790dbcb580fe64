import fc from 'fast-check';
import { expect, test } from './fixtures/test';

/**
 * Odd page addresses against the production server (issue 13): generated paths under and outside the prefixes,
 * with malformed escapes, control characters, unicode, dot segments, very long segments and odd
 * queries. None may answer 5xx. The budget is wall time seen from the test runner, so it is looser
 * than the API fuzzer's 2 s of server time (tests/fuzz/api.test.ts): a page render on a loaded
 * two-core machine waits for the CPU as much as it works.
 */
const CASES = 300;
const BUDGET_MS = 5_000;

const segment = fc.oneof(
  fc.constantFrom(
    'book',
    'article',
    'payment',
    'status',
    'rent_rules',
    'meta',
    'introduce',
    'plan_info',
    'news',
  ),
  fc.constantFrom(
    'LAX01',
    'lax01',
    'HAW1204',
    'BKK01-PAT534',
    'LAX01-',
    '-',
    'NOPE',
    '1',
    '0',
    '-1',
    '99999999999999999999',
  ),
  fc.constantFrom(
    '%',
    '%zz',
    '%E4',
    '%E4%B8',
    '%00',
    '%0A',
    '%2F',
    '%25',
    '%C0%AE',
    '%FF',
    '..',
    '.',
    '%2e%2e',
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).map(encodeURIComponent),
  fc.constantFrom('a'.repeat(2000), '中'.repeat(300)).map(encodeURI),
);

const prefix = fc.constantFrom(
  '',
  '/intl/en',
  '/cn/zh',
  '/cn/zh-hant',
  '/intl/th',
  '/INTL/EN',
  '/intl',
  '/zh',
  '/xx/yy',
  '/_next/static',
  '/_next/image',
);

const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom(
    '?pickup_date_time=%zz',
    '?pickup_date_time=2026-02-30%2010:00&driver_age=-5',
    '?utm_source=%00',
    '?a=1&a=2&a[]=3',
    '?%',
    `?q=${'x'.repeat(4000)}`,
  ),
  fc.string({ maxLength: 20 }).map((text) => `?x=${encodeURIComponent(text)}`),
);

const paths = fc.sample(
  fc
    .tuple(prefix, fc.array(segment, { minLength: 0, maxLength: 4 }), query)
    .map(([head, parts, tail]) => `${head}/${parts.join('/')}${tail}`),
  { numRuns: CASES, seed: 13 },
);

test('odd page addresses never answer 5xx', async ({ request }) => {
  test.setTimeout(CASES * BUDGET_MS);
  const failures: string[] = [];
  let slowest = 0;
  for (const path of paths) {
    const started = performance.now();
    const response = await request.get(path, { maxRedirects: 0, timeout: 30_000 });
    const ms = performance.now() - started;
    slowest = Math.max(slowest, ms);
    if (response.status() >= 500) failures.push(`${response.status()} ${path.slice(0, 200)}`);
    else if (ms > BUDGET_MS) failures.push(`${Math.round(ms)} ms ${path.slice(0, 200)}`);
  }
  console.log(
    `fuzz pages: ${paths.length} cases, ${failures.length} failures, slowest ${Math.round(slowest)} ms`,
  );
  expect(failures).toEqual([]);
});
