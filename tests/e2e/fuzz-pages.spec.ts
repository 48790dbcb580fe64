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

/**
 * Issue 35: malformed percent-escapes at every depth of every page route (the paths of app/, with
 * real values for their dynamic segments): each segment in turn replaced by an escape that does
 * not decode, and one more segment after the last. None may answer 5xx; below a language prefix
 * each is the localized 404.
 */
const ROUTES = [
  '/intl/en',
  '/intl/en/book',
  '/intl/en/book/LAX01',
  '/intl/en/book/LAX01/1',
  '/intl/en/book/LAX01/1/full_protection',
  '/intl/en/book/LAX01/1/full_protection/booking',
  '/intl/en/article/1',
  '/intl/en/introduce/car',
  '/intl/en/plan_info/basic',
  '/intl/en/rent_rules/US',
  '/intl/en/about_us',
  '/cn/zh/meta',
  '/cn/zh-hant/order/123456789012',
  '/intl/th/order/refund/apply/123456789012',
  '/intl/en/order/search/123456789012',
  '/intl/en/payment/status/123456789012',
  '/intl/en/user/coupon',
  '/intl/en/ops/orders/123456789012',
  '/intl/en/ops/login',
];
const BROKEN_ESCAPES = ['%', '%zz', '%ED%A0%80', '%E0%A4%A', '%C0%AF', '%FF'];

const escapedPaths = ROUTES.flatMap((route) => {
  const parts = route.split('/').slice(1);
  return BROKEN_ESCAPES.flatMap((escape) => [
    ...parts.map((_, depth) => ({ depth, parts: parts.map((part, at) => (at === depth ? escape : part)) })),
    { depth: parts.length, parts: [...parts, escape] },
  ]).map(({ depth, parts: changed }) => ({ path: `/${changed.join('/')}`, belowLanguage: depth >= 2 }));
});

test('malformed escapes at every depth of every route answer the 404, never 5xx', async ({ request }) => {
  test.setTimeout(escapedPaths.length * BUDGET_MS);
  const failures: string[] = [];
  for (const { path, belowLanguage } of [
    ...new Map(escapedPaths.map((each) => [each.path, each])).values(),
  ]) {
    const response = await request.get(path, { maxRedirects: 0, timeout: 30_000 });
    const status = response.status();
    if (status >= 500 || (belowLanguage && status !== 404)) failures.push(`${status} ${path}`);
  }
  expect(failures).toEqual([]);
});
