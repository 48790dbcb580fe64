import { count } from 'drizzle-orm';
import { serverEnv } from '@/lib/env';
import { analyticsEvents } from '@/server/db/schema';
import { databaseKinds, useApiDatabase } from './databases';

const COLLECT = '/common/google/analytics/collect';
const SITE_ORIGIN = new URL(serverEnv().SITE_URL).origin;

/** Issue 13's "Found" list, each a regression test: bad input answers 4xx in the envelope, never 5xx. */
describe.each(databaseKinds)('bad input on %s', (kind) => {
  const { database, client } = useApiDatabase(kind);
  const analyticsCount = async () => (await database.db.select({ n: count() }).from(analyticsEvents))[0]!.n;

  it.each([
    ['a user_id over 64 characters', `user_id=${'a'.repeat(65)}`],
    ['a referer over 200 characters', `referer=${'r'.repeat(201)}`],
    ['a repeated user_id, one of them too long', `user_id=a&user_id=${'a'.repeat(65)}`],
  ])("answers -1 'params error' for %s on every operation", async (_name, query) => {
    for (const path of ['/common/get_global_config', '/common/vc', '/cms/list']) {
      const { status, body } = await client.get(`${path}?${query}`, { 'Client-id': 'web' });
      expect(status, path).toBe(400);
      expect(body, path).toMatchObject({ code: -1, msg: 'params error' });
    }
  });

  it.each(['%00', 'LAX%0001', '%07', '%7F', '%C2%85'])(
    "answers -1 'params error' for the control character in ?id=%s before the database",
    async (id) => {
      const { status, body } = await client.get(`/common/addata?id=${id}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: -1, msg: 'params error', data: { fields: [{ path: 'id' }] } });
    },
  );

  it.each(['type', 'category', 'action', 'label', 'dimension', 'metric', 'cid', 'tid', 'is_upload'])(
    "answers -1 'params error' for a NUL in the form field %s and writes nothing",
    async (field) => {
      const before = await analyticsCount();
      const { status, body } = await client.postForm(COLLECT, { type: 'event', [field]: 'a\u0000b' });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: -1, msg: 'params error' });
      expect(await analyticsCount()).toBe(before);
    },
  );

  it('keeps tabs and line breaks, which text may hold', async () => {
    const { body } = await client.postForm(COLLECT, { type: 'event', label: 'two\tcolumns\r\nand lines' });
    expect(body.code).toBe(200);
  });

  it("answers -1 'params error' for a NUL in a multipart body", async () => {
    const form = new FormData();
    form.set('type', '\u0000');
    const response = await client.app.request(`/api/v1_1${COLLECT}`, { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: -1, msg: 'params error' });
  });

  // TRACE and CONNECT cannot even be put in a Request: Next answers them before the API (proxy.ts).
  it.each(['PROPFIND', 'MKCOL', 'LOCK', 'FOO'])('answers 405 in the envelope to %s', async (method) => {
    const response = await client.app.request('/api/v1_1/common/get_global_config', { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(await response.json()).toMatchObject({ code: -1, msg: 'params error' });
  });

  it.each(['garbage', 'http://', '::', 'null', 'https://evil.example'])(
    'refuses a write with Origin %j as forbidden, never 500',
    async (origin) => {
      const before = await analyticsCount();
      const { status, body } = await client.postForm(COLLECT, { type: 'event' }, { Origin: origin });
      expect(status).toBe(403);
      expect(body).toEqual({ code: 403, msg: 'forbidden', data: null });
      expect(await analyticsCount()).toBe(before);
    },
  );
});

/** Issue 13 item 4: one rule for cross-site writes, every header combination. */
describe.each(databaseKinds)('the cross-site write rule on %s', (kind) => {
  const { database, client } = useApiDatabase(kind);
  const analyticsCount = async () => (await database.db.select({ n: count() }).from(analyticsEvents))[0]!.n;

  const cases: [string, Record<string, string>, 'pass' | 'refuse'][] = [
    ['no Origin and no Sec-Fetch-Site (a server or script)', {}, 'pass'],
    ['Sec-Fetch-Site same-origin', { 'Sec-Fetch-Site': 'same-origin' }, 'pass'],
    ['Sec-Fetch-Site same-site', { 'Sec-Fetch-Site': 'same-site' }, 'pass'],
    ['Sec-Fetch-Site cross-site', { 'Sec-Fetch-Site': 'cross-site' }, 'refuse'],
    ['Sec-Fetch-Site none', { 'Sec-Fetch-Site': 'none' }, 'refuse'],
    ['Sec-Fetch-Site garbage', { 'Sec-Fetch-Site': 'garbage' }, 'refuse'],
    [
      'Sec-Fetch-Site same-origin with a foreign Origin',
      { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://evil.example' },
      'pass',
    ],
    [
      'Sec-Fetch-Site cross-site with our Origin',
      { 'Sec-Fetch-Site': 'cross-site', Origin: SITE_ORIGIN },
      'refuse',
    ],
    ['our Origin without Sec-Fetch-Site', { Origin: SITE_ORIGIN }, 'pass'],
    ['our Origin with a trailing slash', { Origin: `${SITE_ORIGIN}/` }, 'pass'],
    ['a foreign Origin', { Origin: 'https://evil.example' }, 'refuse'],
    ['our host on another scheme', { Origin: SITE_ORIGIN.replace(/^http/, 'ftp') }, 'refuse'],
    ['our host on another port', { Origin: 'http://localhost:3999' }, 'refuse'],
    ['Origin null', { Origin: 'null' }, 'refuse'],
    ['an unparsable Origin', { Origin: 'garbage' }, 'refuse'],
    [
      'a foreign Origin with a matching X-Forwarded-Host',
      { Origin: 'https://evil.example', Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
      'refuse',
    ],
    [
      'a foreign Origin with a matching Host',
      { Origin: 'https://evil.example', Host: 'evil.example' },
      'refuse',
    ],
  ];

  it.each(cases)('a POST with %s: %s', async (_name, headers, expected) => {
    const before = await analyticsCount();
    const { status, body } = await client.postForm(COLLECT, { type: 'event' }, headers);
    if (expected === 'pass') {
      expect(body.code).toBe(200);
      expect(await analyticsCount()).toBe(before + 1);
    } else {
      expect(status).toBe(403);
      expect(body).toEqual({ code: 403, msg: 'forbidden', data: null });
      expect(await analyticsCount()).toBe(before);
    }
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('applies the rule to %s too', async (method) => {
    const response = await client.app.request(`/api/v1_1${COLLECT}`, {
      method,
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(403);
  });

  it('lets cross-site reads through (GET carries no write)', async () => {
    const { body } = await client.get('/common/get_global_config', {
      'Sec-Fetch-Site': 'cross-site',
      Origin: 'null',
    });
    expect(body.code).toBe(200);
  });
});

/** Issue 13 item 3: the headers of every API answer. */
describe.each(databaseKinds)('API answer headers on %s', (kind) => {
  const { client } = useApiDatabase(kind);

  it.each([
    ['reference data', '/common/get_global_config', 200, 'public, max-age=60, stale-while-revalidate=300'],
    ['an article list', '/cms/list?type=news', undefined, undefined],
    ['a personal answer', '/order/get_order_detail?order_no=1', undefined, 'no-store'],
    ['pre-authorisation flags for this user', '/payment/get_pre_auth_sign_config_list', 200, 'no-store'],
    ['a params error', `/common/get_global_config?user_id=${'a'.repeat(65)}`, 400, 'no-store'],
    ['an unknown path', '/common/nothing_here', 404, 'no-store'],
  ])('%s carries the security headers and its Cache-Control', async (_name, path, status, cache) => {
    const { status: got, headers } = await client.get(path);
    if (status !== undefined) expect(got).toBe(status);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
    // SITE_URL is http in tests: no HSTS on plain http.
    expect(headers.get('strict-transport-security')).toBeNull();
    if (cache) expect(headers.get('cache-control')).toBe(cache);
    else
      expect(headers.get('cache-control')).toBe(
        got === 200 ? 'public, max-age=60, stale-while-revalidate=300' : 'no-store',
      );
  });

  it('never lets a write be cached', async () => {
    const { headers } = await client.postForm(COLLECT, { type: 'event' });
    expect(headers.get('cache-control')).toBe('no-store');
  });
});
