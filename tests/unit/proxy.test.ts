// @vitest-environment node
import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config, proxy } from '@/proxy';
import type * as EnvModule from '@/lib/env';
import { LANGS, regionOfLang } from '@/lib/i18n/locales';
import { COOKIES, UTM_COOKIE, UTM_SOURCE_MAX_AGE_S, YEAR_S } from '@/lib/cookies';

function run(path: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(`http://localhost${path}`, { headers }));
}

/** A request header the proxy hands to the page (NextResponse.next encodes overrides this way). */
const forwarded = (response: Response, name: string) =>
  response.headers.get(`x-middleware-request-${name.toLowerCase()}`);

// The server configuration the proxy sees: real parsing of the variables each test sets.
const variables = vi.hoisted(() => ({ MOBILE_SITE_URL: undefined as string | undefined }));
vi.mock('@/lib/env', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  return { ...actual, serverEnv: () => actual.parseServerEnv(variables) };
});

afterEach(() => {
  variables.MOBILE_SITE_URL = undefined;
});

describe('proxy: redirects', () => {
  it.each([
    ['/', {}, 'http://localhost/intl/en'],
    ['/?utm_source=kayak', {}, 'http://localhost/intl/en?utm_source=kayak'],
    ['/book/LAX01', { cookie: 'lang=zh-hant' }, 'http://localhost/cn/zh-hant/book/LAX01'],
    ['/book/LAX01', { 'accept-language': 'zh-TW,zh;q=0.9' }, 'http://localhost/cn/zh-hant/book/LAX01'],
    ['/intl/zh/book', {}, 'http://localhost/cn/zh/book'],
    ['/cn/book?x=1', {}, 'http://localhost/cn/zh/book?x=1'],
    ['/th/order', {}, 'http://localhost/intl/th/order'],
    ['/cnpromo', {}, 'http://localhost/cn/zh'],
  ])('%s %j → %s (307)', (path, headers, location) => {
    const response = run(path, headers);
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(location);
  });

  it('does not store the region or language on a redirect (the URL it lands on does)', () => {
    const response = run('/intl/zh');
    expect(response.cookies.get(COOKIES.region)).toBeUndefined();
    expect(response.cookies.get(COOKIES.lang)).toBeUndefined();
  });
});

describe('proxy: prefixed pages', () => {
  it.each(LANGS.map((lang) => [regionOfLang(lang), lang]))(
    '/%s/%s passes with its headers and cookies',
    (region, lang) => {
      const response = run(`/${region}/${lang}/book`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-middleware-next')).toBe('1');
      expect(forwarded(response, 'X-NEXT-INTL-LOCALE')).toBe(lang);
      expect(forwarded(response, 'x-site-region')).toBe(region);
      expect(forwarded(response, 'x-site-lang')).toBe(lang);
      expect(response.cookies.get(COOKIES.region)).toMatchObject({
        value: region,
        maxAge: YEAR_S,
        path: '/',
        sameSite: 'lax',
      });
      expect(response.cookies.get(COOKIES.lang)).toMatchObject({ value: lang, maxAge: YEAR_S });
    },
  );

  it('leaves the stored region and language alone when they match the URL', () => {
    const response = run('/cn/zh', { cookie: 'region=cn; lang=zh; guest_id=g_1' });
    expect(response.cookies.getAll()).toEqual([]);
  });

  it('the stored region and language follow the URL', () => {
    const response = run('/intl/th', { cookie: 'region=cn; lang=zh' });
    expect(response.cookies.get(COOKIES.region)?.value).toBe('intl');
    expect(response.cookies.get(COOKIES.lang)?.value).toBe('th');
  });

  it('marks cookies Secure over https', () => {
    const response = proxy(new NextRequest('https://example.com/intl/en'));
    expect(response.cookies.get(COOKIES.lang)?.secure).toBe(true);
    expect(run('/intl/en').cookies.get(COOKIES.lang)?.secure).toBe(false);
  });
});

describe('proxy: guest id', () => {
  it('gives a new visitor a guest id for a year, on pages and redirects', () => {
    for (const path of ['/intl/en', '/']) {
      const cookie = run(path).cookies.get(COOKIES.guestId);
      expect(cookie?.value).toMatch(/^g_[0-9a-f]{32}$/);
      expect(cookie).toMatchObject({ maxAge: YEAR_S, path: '/', sameSite: 'lax' });
      expect(cookie?.httpOnly).toBeFalsy();
    }
  });

  it('keeps an existing guest id', () => {
    expect(run('/intl/en', { cookie: 'guest_id=g_abc' }).cookies.get(COOKIES.guestId)).toBeUndefined();
  });
});

describe('proxy: campaign capture', () => {
  it('stores the utm keys for 24 hours and utm_source alone as the referer', () => {
    const response = run(
      '/intl/en/meta?utm_source=kayak&utm_medium=cpc&utm_campaign=s&utm_term=t&utm_content=c&x=1',
    );
    const utm = response.cookies.get(UTM_COOKIE);
    expect(JSON.parse(utm?.value ?? '')).toEqual({
      utm_source: 'kayak',
      utm_medium: 'cpc',
      utm_campaign: 's',
      utm_term: 't',
      utm_content: 'c',
    });
    expect(utm).toMatchObject({ maxAge: UTM_SOURCE_MAX_AGE_S, path: '/' });
    const source = response.cookies.get(COOKIES.utmSource);
    expect(source).toMatchObject({ value: 'kayak', maxAge: UTM_SOURCE_MAX_AGE_S, path: '/' });
    expect(source?.httpOnly).toBeFalsy();
  });

  it('keeps the utm keys across a redirect', () => {
    const response = run('/meta?utm_source=kayak&utm_campaign=s');
    expect(response.headers.get('location')).toBe(
      'http://localhost/intl/en/meta?utm_source=kayak&utm_campaign=s',
    );
    expect(response.cookies.get(COOKIES.utmSource)?.value).toBe('kayak');
  });

  it('keeps the stored source when a link has other utm keys only', () => {
    const response = run('/intl/en?utm_medium=email');
    expect(JSON.parse(response.cookies.get(UTM_COOKIE)?.value ?? '')).toEqual({ utm_medium: 'email' });
    expect(response.cookies.get(COOKIES.utmSource)).toBeUndefined();
  });

  it('sets nothing without utm keys', () => {
    const response = run('/intl/en?x=1');
    expect(response.cookies.get(UTM_COOKIE)).toBeUndefined();
    expect(response.cookies.get(COOKIES.utmSource)).toBeUndefined();
  });
});

describe('proxy: the home with a search in its address', () => {
  it('is the home rendered for that request (./home-with-search), the address unchanged', () => {
    for (const query of [
      '?from=2027-03-01T10:00',
      '?pickup=LAX01&age=30',
      '?rent_info=e30',
      '?dates_replaced=past',
    ]) {
      const rewritten = run(`/intl/th${query}`).headers.get('x-middleware-rewrite');
      expect(rewritten && new URL(rewritten).pathname).toBe('/intl/th/home-with-search');
      expect(rewritten && new URL(rewritten).search).toBe(query);
    }
  });

  it('leaves the plain home, a campaign link and other pages to be served from cache', () => {
    for (const path of [
      '/intl/en',
      '/intl/en?utm_source=wechat&utm_campaign=x',
      '/intl/en/about_us?from=2027-03-01',
    ]) {
      expect(run(path).headers.get('x-middleware-rewrite')).toBeNull();
    }
  });
});

describe('proxy: headers the pages trust', () => {
  it('drops forged copies sent by the client', () => {
    const response = run('/intl/en', { 'x-site-region': 'cn', 'x-site-lang': 'zh' });
    expect(forwarded(response, 'x-site-region')).toBe('intl');
    expect(forwarded(response, 'x-site-lang')).toBe('en');
  });
});

describe('proxy: matcher', () => {
  it.each([
    ['/', true],
    ['/intl/en', true],
    ['/cn/zh-hant/book/LAX01/123', true],
    ['/book', true],
    ['/apix', true],
    ['/api/v1_1/common/get_global_config', false],
    ['/api', false],
    ['/_next/static/chunks/app.js', false],
    ['/_next/image', false],
    ['/__nextjs_original-stack-frames', false],
    ['/sw.js', false],
    ['/robots.txt', false],
    ['/sitemap.xml', false],
    ['/favicon.ico', false],
    ['/cars/LAX01.webp', false],
    ['/fonts/thai.woff2', false],
  ])('%s runs the proxy: %s', (url, matches) => {
    expect(unstable_doesMiddlewareMatch({ config, url })).toBe(matches);
  });
});

describe('proxy: malformed paths', () => {
  it.each(['/intl/en/%zz', '/intl/en/book/%', '/intl/en/book/LAX01/1/%', '/cn/zh-hant/%E4%'])(
    'shows %s the localized 404 instead of failing in the router',
    (path) => {
      const response = run(path);
      expect(response.headers.get('x-middleware-rewrite')).toMatch(/\/_\/not-found\/_$/);
      expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname.split('/').slice(1, 3)).toEqual(
        path.split('/').slice(1, 3),
      );
    },
  );

  it.each(['/intl/en/book/%25', '/intl/en/book/LAX01', '/intl/en/book/%E4%B8%AD'])(
    'serves %s as it is',
    (path) => {
      expect(run(path).headers.get('x-middleware-rewrite')).toBeNull();
    },
  );
});

describe('proxy: unknown pages', () => {
  it.each([
    '/intl/en/nope',
    '/intl/th/meta/x',
    '/cn/zh/%E4%B8%AD',
    '/cn/zh-hant/book/LAX01/1/full_protection/x',
  ])('sends %s to the server-rendered 404 (a page would throw notFound())', (path) => {
    const rewritten = new URL(run(path).headers.get('x-middleware-rewrite')!);
    expect(rewritten.pathname).toBe(`/${path.split('/').slice(1, 3).join('/')}/_/not-found/_`);
  });

  it('serves that 404 path as it is (no rewrite loop)', () => {
    expect(run('/intl/en/_/not-found/_').headers.get('x-middleware-rewrite')).toBeNull();
  });
});

describe('proxy: security headers', () => {
  it('gives each page answer a fresh nonce, on the policy it sends and the one Next reads', () => {
    const [first, second] = [run('/intl/en'), run('/intl/en')];
    const policy = first.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(policy)![1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(forwarded(first, 'Content-Security-Policy')).toBe(policy);
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
    expect(policy).toContain("object-src 'none'; base-uri 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests'); // SITE_URL is http here
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    expect(first.headers.get('strict-transport-security')).toBeNull();
  });

  it('puts the headers on redirects too', () => {
    const response = run('/');
    expect(response.status).toBe(307);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
