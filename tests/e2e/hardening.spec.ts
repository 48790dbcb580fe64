import { expect, test } from './fixtures/test';

// Issue 13's page findings against the production server: each answered 500, or 200 with a redirect inside.
test.describe('bad addresses and methods', () => {
  for (const path of ['/intl/en/%zz', '/intl/en/book/%', '/intl/en/book/LAX01/1/%', '/cn/zh/%E4%']) {
    test(`${path} answers the localized 404`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toContain('text/html');
    });
  }

  test('a malformed escape under /_next/static answers 4xx, not 500', async ({ request }) => {
    const response = await request.get('/_next/static/%', { maxRedirects: 0 });
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
  });

  for (const [path, location] of [
    ['/intl/en/book/lax01', '/intl/en/book/LAX01'],
    ['/intl/en/book/HAW1204', '/intl/en/book/HNL01'],
    ['/intl/en/book/%25', '/intl/en/book/LAX01'],
  ] as const) {
    test(`${path} redirects to its canonical address with a real 307`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe(location);
    });
  }

  test('TRACK is refused by Node itself with a 400', async ({ request }) => {
    expect((await request.fetch('/intl/en', { method: 'TRACK' })).status()).toBe(400);
  });

  for (const method of ['TRACE', 'PROPFIND', 'DELETE']) {
    test(`${method} on a page answers a plain 405`, async ({ request }) => {
      const response = await request.fetch('/intl/en', { method, maxRedirects: 0 });
      expect(response.status()).toBe(405);
      expect(response.headers()['allow']).toBe('GET, HEAD, POST');
    });
  }

  for (const method of ['TRACE', 'PROPFIND']) {
    test(`${method} on the API answers 405 in the envelope`, async ({ request }) => {
      const response = await request.fetch('/api/v1_1/common/get_global_config', { method });
      expect(response.status()).toBe(405);
      expect(await response.json()).toMatchObject({ code: -1, msg: 'params error' });
    });
  }
});

test.describe('security headers', () => {
  test('a page carries a strict CSP with a fresh nonce on its scripts', async ({ request }) => {
    const first = await request.get('/intl/en');
    const second = await request.get('/intl/en');
    const csp = first.headers()['content-security-policy']!;
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "'strict-dynamic'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(/script-src [^;]*/.exec(csp)![0]).not.toContain('unsafe');
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(/'nonce-([^']+)'/.exec(second.headers()['content-security-policy']!)![1]).not.toBe(nonce);
    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts.filter((t) => !t.includes('application/ld+json')))
      expect(tag).toContain(`nonce="${nonce}"`);
    expect(first.headers()['x-frame-options']).toBe('DENY');
    expect(first.headers()['x-content-type-options']).toBe('nosniff');
    expect(first.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(first.headers()['permissions-policy']).toContain('camera=()');
    // The e2e server is plain http: no HSTS.
    expect(first.headers()['strict-transport-security']).toBeUndefined();
  });

  test('static files and the API carry the security headers too', async ({ request }) => {
    for (const path of ['/robots.txt', '/api/v1_1/common/get_global_config']) {
      const response = await request.get(path);
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
      expect(response.headers()['x-frame-options'], path).toBe('DENY');
    }
  });
});
