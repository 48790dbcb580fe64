// @vitest-environment node
import { LANGS, REGIONS, REGION_LANGS, regionOfLang, type Lang, type Region } from '@/lib/i18n/locales';
import {
  campaignOf,
  chineseBrowserLang,
  isMobileUserAgent,
  mobileSiteUrl,
  parseLang,
  preferredPrefix,
  resolveRoute,
  splitPrefix,
  type RouteInput,
  type RouteRule,
} from '@/lib/site/i18n/resolve-route';
import { switchPath } from '@/lib/site/i18n/switch-path';

type Row = [string, RouteInput, RouteRule, string | null];

const route = (pathname: string, extra: Omit<RouteInput, 'pathname'> = {}): RouteInput => ({
  pathname,
  ...extra,
});

describe('resolveRoute: each rule of spec §2', () => {
  it.each<Row>([
    // Home: the region home of the current preference.
    ['home, nothing stored', route('/'), 'home', '/intl/en'],
    [
      'home keeps the query',
      route('/', { search: '?utm_source=g&x=1' }),
      'home',
      '/intl/en?utm_source=g&x=1',
    ],
    [
      'home, stored cn/zh-hant',
      route('/', { cookies: { region: 'cn', lang: 'zh-hant' } }),
      'home',
      '/cn/zh-hant',
    ],
    ['home, Chinese browser', route('/', { acceptLanguage: 'zh-CN,zh;q=0.9' }), 'home', '/cn/zh'],
    // Prefixed and valid: served.
    ['prefixed page', route('/intl/th/book/LAX01'), 'prefixed', null],
    ['prefixed home', route('/cn/zh'), 'prefixed', null],
    ['prefixed, trailing slash', route('/cn/zh-hant/'), 'prefixed', null],
    // Canonical spelling of the prefix; the rest of the path keeps its case (store codes).
    ['upper-case prefix', route('/INTL/EN/book/LAX01'), 'canonical', '/intl/en/book/LAX01'],
    ['mixed-case language', route('/cn/zh-Hant/order'), 'canonical', '/cn/zh-hant/order'],
    [
      'locale tag as language',
      route('/cn/zh-TW/order', { search: '?a=1' }),
      'canonical',
      '/cn/zh-hant/order?a=1',
    ],
    ['doubled slashes', route('/intl//en//book'), 'canonical', '/intl/en/book'],
    // The language decides; the region follows it.
    ['zh under intl', route('/intl/zh/book'), 'region-from-lang', '/cn/zh/book'],
    [
      'en under cn',
      route('/cn/en/order/123', { search: '?x=1' }),
      'region-from-lang',
      '/intl/en/order/123?x=1',
    ],
    ['zh_HK under intl', route('/intl/zh_HK'), 'region-from-lang', '/cn/zh-hant'],
    // A region without a language: the region's first allowed one (not the stored one).
    ['region alone', route('/intl'), 'region-default-lang', '/intl/en'],
    ['cn alone, trailing slash', route('/cn/'), 'region-default-lang', '/cn/zh'],
    [
      'region then page',
      route('/cn/book', { cookies: { lang: 'zh-hant' } }),
      'region-default-lang',
      '/cn/zh/book',
    ],
    ['region, unknown language', route('/intl/fr/book'), 'region-default-lang', '/intl/en/fr/book'],
    // A language without a region: its region is added.
    ['language alone', route('/th'), 'lang-only', '/intl/th'],
    [
      'language then page',
      route('/zh-hant/order', { search: '?tab=refund' }),
      'lang-only',
      '/cn/zh-hant/order?tab=refund',
    ],
    [
      'language, other stored region',
      route('/en/book', { cookies: { region: 'cn', lang: 'zh' } }),
      'lang-only',
      '/intl/en/book',
    ],
    // The catch-all: a path starting with cn goes to the cn home.
    ['cn catch-all', route('/cnfoo/bar', { search: '?q=1' }), 'cn-catch-all', '/cn/zh?q=1'],
    ['cn catch-all, upper case', route('/CN-promo'), 'cn-catch-all', '/cn/zh'],
    [
      'cn catch-all keeps a stored cn language',
      route('/cnx', { cookies: { lang: 'zh-hant' } }),
      'cn-catch-all',
      '/cn/zh-hant',
    ],
    ['cn catch-all, HK browser', route('/cnx', { acceptLanguage: 'zh-HK' }), 'cn-catch-all', '/cn/zh-hant'],
    [
      'cn catch-all ignores a stored intl language',
      route('/cnx', { cookies: { lang: 'th' } }),
      'cn-catch-all',
      '/cn/zh',
    ],
    // No prefix: the current prefix is added.
    ['unprefixed, default', route('/book/LAX01'), 'unprefixed', '/intl/en/book/LAX01'],
    [
      'unprefixed keeps the query',
      route('/meta', { search: '?utm_source=kayak&utm_medium=cpc' }),
      'unprefixed',
      '/intl/en/meta?utm_source=kayak&utm_medium=cpc',
    ],
    [
      'unprefixed, Chinese browser',
      route('/book/LAX01', { acceptLanguage: 'zh-CN' }),
      'unprefixed',
      '/cn/zh/book/LAX01',
    ],
    [
      'unprefixed, cookie beats browser',
      route('/order', { cookies: { region: 'intl', lang: 'th' }, acceptLanguage: 'zh-TW' }),
      'unprefixed',
      '/intl/th/order',
    ],
    ['unprefixed, intl page named like a prefix', route('/intlx'), 'unprefixed', '/intl/en/intlx'],
    [
      'unprefixed, never protocol-relative',
      route('//evil.example/x'),
      'unprefixed',
      '/intl/en/evil.example/x',
    ],
  ])('%s', (_name, input, rule, location) => {
    const result = resolveRoute(input);
    expect(result.rule).toBe(rule);
    if (location === null) expect(result.kind).toBe('next');
    else expect(result).toMatchObject({ kind: 'redirect', location });
  });
});

const PAIRS = REGIONS.flatMap((region) => LANGS.map((lang) => [region, lang] as [Region, Lang]));

describe('resolveRoute: each region and language pair', () => {
  it('covers all 8 pairs', () => expect(PAIRS).toHaveLength(8));

  it.each(PAIRS)('/%s/%s/book/LAX01', (region, lang) => {
    const result = resolveRoute(route(`/${region}/${lang}/book/LAX01`, { search: '?age=30' }));
    const home = regionOfLang(lang);
    expect(result).toMatchObject({ region: home, lang });
    if (home === region) expect(result).toMatchObject({ kind: 'next', rule: 'prefixed' });
    else expect(result).toMatchObject({ kind: 'redirect', location: `/${home}/${lang}/book/LAX01?age=30` });
  });

  it.each(PAIRS)('unprefixed /book with stored %s/%s', (region, lang) => {
    // The stored language decides its region, even when the stored region disagrees.
    const home = regionOfLang(lang);
    expect(resolveRoute(route('/book', { cookies: { region, lang } }))).toMatchObject({
      kind: 'redirect',
      location: `/${home}/${lang}/book`,
      region: home,
      lang,
    });
  });

  it.each(REGIONS)('unprefixed /book with only the region %s stored', (region) => {
    expect(resolveRoute(route('/book', { cookies: { region } }))).toMatchObject({
      location: `/${region}/${REGION_LANGS[region][0]}/book`,
    });
  });

  it.each([
    [{ region: 'mars', lang: 'xx' }, '/intl/en/book'],
    [{ region: 'mars', lang: 'zh' }, '/cn/zh/book'],
    [{ region: 'cn', lang: 'klingon' }, '/cn/zh/book'],
  ])('ignores invalid stored values %j', (cookies, location) => {
    expect(resolveRoute(route('/book', { cookies }))).toMatchObject({ location });
  });
});

describe('Chinese browsers without a prefix (spec §2, §5)', () => {
  it.each([
    ['zh-CN', 'zh'],
    ['zh-TW', 'zh-hant'],
    ['zh-HK', 'zh-hant'],
    ['zh-MO', 'zh-hant'],
    ['zh-SG', 'zh'],
    ['zh', 'zh'],
    ['zh-Hant', 'zh-hant'],
    ['zh-Hant-TW', 'zh-hant'],
    ['zh-Hans-HK', 'zh'],
    ['zh_tw', 'zh-hant'],
    ['en-US,zh;q=0.9', undefined],
    ['en;q=0.5,zh-TW;q=0.8', 'zh-hant'],
    ['zh-TW;q=0.9,zh-CN', 'zh'],
    ['th-TH,th;q=0.9', undefined],
    ['*', undefined],
    ['zh;q=0', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %s', (header, lang) => {
    expect(chineseBrowserLang(header)).toBe(lang);
    const region = lang ? 'cn' : 'intl';
    expect(resolveRoute(route('/book', { acceptLanguage: header }))).toMatchObject({
      location: `/${region}/${lang ?? 'en'}/book`,
    });
  });

  it('does not override a prefixed URL', () => {
    expect(resolveRoute(route('/intl/en', { acceptLanguage: 'zh-CN' }))).toMatchObject({ kind: 'next' });
  });
});

describe('helpers', () => {
  it.each([
    ['en', 'en'],
    ['ZH-HANT', 'zh-hant'],
    ['en-US', 'en'],
    ['th_TH', 'th'],
    ['zh-cn', 'zh'],
    ['zh-mo', 'zh-hant'],
    ['book', undefined],
    ['english', undefined],
    [undefined, undefined],
  ])('parseLang(%j) → %s', (segment, lang) => expect(parseLang(segment)).toBe(lang));

  it.each([
    ['/intl/en/book/LAX01', { region: 'intl', lang: 'en', rest: '/book/LAX01' }],
    ['/cn/book', { region: 'cn', rest: '/book' }],
    ['/zh/order', { lang: 'zh', rest: '/order' }],
    ['/book', { rest: '/book' }],
    ['/', { rest: '' }],
  ])('splitPrefix(%s)', (path, parts) => expect(splitPrefix(path)).toEqual(parts));

  it('prefers the stored language, then the stored region, then the browser', () => {
    expect(preferredPrefix({}, null)).toEqual({ region: 'intl', lang: 'en' });
    expect(preferredPrefix({ region: 'cn' }, 'zh-TW')).toEqual({ region: 'cn', lang: 'zh-hant' });
    expect(preferredPrefix({ region: 'intl' }, 'zh-TW')).toEqual({ region: 'intl', lang: 'en' });
    expect(preferredPrefix({ lang: 'th' }, 'zh-TW')).toEqual({ region: 'intl', lang: 'th' });
  });
});

describe('switchPath: switching region or language keeps the page', () => {
  it.each<[string, Lang | Region, string]>([
    ['/intl/en/book/LAX01?age=30#cars', 'zh', '/cn/zh/book/LAX01?age=30#cars'],
    ['/cn/zh-hant/order/123', 'th', '/intl/th/order/123'],
    ['/cn/zh/order?tab=1', 'intl', '/intl/en/order?tab=1'],
    ['/intl/th/book', 'intl', '/intl/th/book'],
    ['/intl/th/book', 'cn', '/cn/zh/book'],
    ['/cn/zh-hant', 'cn', '/cn/zh-hant'],
    ['/cn/zh-hant', 'en', '/intl/en'],
    ['/cn/zh-hant/', 'en', '/intl/en'],
    ['/book/LAX01?utm_source=x', 'zh-hant', '/cn/zh-hant/book/LAX01?utm_source=x'],
    ['/', 'th', '/intl/th'],
    ['?a=1', 'zh', '/cn/zh?a=1'],
  ])('%s → %s', (current, target, expected) => expect(switchPath(current, target)).toBe(expected));

  it.each(PAIRS)('switching to each language from /%s/%s gives a URL the router serves', (region, lang) => {
    for (const target of LANGS) {
      const next = switchPath(`/${region}/${lang}/book`, target);
      expect(resolveRoute(route(next))).toMatchObject({
        kind: 'next',
        lang: target,
        region: regionOfLang(target),
      });
    }
  });
});

describe('campaign capture (spec §9)', () => {
  it('keeps the five utm keys present, and nothing else', () => {
    const params = new URLSearchParams(
      'utm_source=kayak&utm_medium=cpc&utm_campaign=spring&utm_term=lax&utm_content=a&utm_id=9&x=1',
    );
    expect(campaignOf(params)).toEqual({
      utm_source: 'kayak',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_term: 'lax',
      utm_content: 'a',
    });
  });

  it('ignores empty values and returns undefined without utm keys', () => {
    expect(campaignOf(new URLSearchParams('utm_source=&x=1'))).toBeUndefined();
    expect(campaignOf(new URLSearchParams('utm_medium=%20email%20'))).toEqual({ utm_medium: 'email' });
  });

  it('caps long values', () => {
    expect(campaignOf(new URLSearchParams(`utm_source=${'a'.repeat(500)}`))?.utm_source).toHaveLength(200);
  });
});

describe('mobile redirect (spec §9, DESIGN §6)', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
      true,
    ],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36', true],
    ['Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1) Edge/15.15063', true],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1', false],
    ['Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/124.0 Safari/537.36', false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36', false],
    ['', false],
    [null, false],
  ])('%j mobile: %s', (ua, mobile) => expect(isMobileUserAgent(ua)).toBe(mobile));

  it.each([
    [undefined, '/intl/en/book', undefined],
    ['', '/intl/en/book', undefined],
    ['not a url', '/intl/en/book', undefined],
    ['javascript:alert(1)', '/intl/en', undefined],
    ['https://m.example.com', '/intl/en/book?a=1', 'https://m.example.com/intl/en/book?a=1'],
    ['https://m.example.com/', '/cn/zh', 'https://m.example.com/cn/zh'],
    ['https://example.com/m/', '/cn/zh', 'https://example.com/m/cn/zh'],
  ])('mobileSiteUrl(%j, %s) → %s', (base, path, url) => expect(mobileSiteUrl(base, path)).toBe(url));

  it('is off on the mobile site itself', () => {
    expect(mobileSiteUrl('https://m.example.com', '/intl/en', 'm.example.com')).toBeUndefined();
  });
});
