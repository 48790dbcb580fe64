/**
 * Spec §2 "Redirects and resolution", as pure functions: proxy.ts applies them to each request and
 * the region and language switchers reuse them. No Next imports, so every rule is unit-tested.
 *
 * Every page lives at /{region}/{lang}/...; the URL is the truth, the stored region and language
 * (cookies) and the browser's language only fill in what the URL leaves out.
 */
import { UTM_KEYS } from '@/lib/cookies';
import {
  DEFAULT_LANG,
  isLang,
  isRegion,
  LOCALE_TO_LANG,
  normalizeLocale,
  REGION_LANGS,
  regionOfLang,
  type Lang,
  type Region,
} from '../../i18n/locales';

export type Prefix = { region: Region; lang: Lang };

export type RouteInput = {
  /** The request path, e.g. /intl/en/book/LAX01. */
  pathname: string;
  /** The query with its leading '?', or ''; kept on every redirect (utm keys included). */
  search?: string;
  /** The stored region and language cookies, unvalidated. */
  cookies?: { region?: string; lang?: string };
  acceptLanguage?: string | null;
};

/** Which rule decided; for tests and debugging, not for behaviour. */
export type RouteRule =
  | 'prefixed' // /{region}/{lang allowed there}/... : serve it
  | 'canonical' // the prefix in another case (/INTL/EN) or with doubled slashes: the canonical spelling
  | 'home' // '/': the region home of the current preference
  | 'region-from-lang' // /intl/zh/...: the language decides, the region is corrected
  | 'region-default-lang' // /cn/... without a language: the region's first allowed language
  | 'lang-only' // /zh-hant/...: a language without its region gets its region
  | 'cn-catch-all' // /cn-something: the cn region home
  | 'unprefixed'; // /book/LAX01: the current prefix is added

export type RouteResult =
  | ({ kind: 'next'; rule: RouteRule } & Prefix)
  | ({ kind: 'redirect'; rule: RouteRule; /** path + query */ location: string } & Prefix);

const LOCALE_LIKE = /^(?:en|th|zh)(?:[-_][a-z0-9]{2,8})+$/i;

/** A URL segment as a region ('intl', 'CN'), or undefined. */
export function parseRegion(segment: string | undefined): Region | undefined {
  const value = segment?.toLowerCase();
  return isRegion(value) ? value : undefined;
}

/**
 * A URL segment as a language: one of ours in any case ('zh-Hant'), or a locale tag that maps onto
 * one by spec §5 ('zh-TW', 'zh_CN', 'en-US'), so hand-typed and legacy links still land.
 */
export function parseLang(segment: string | undefined): Lang | undefined {
  const value = segment?.toLowerCase();
  if (isLang(value)) return value;
  if (!value || !LOCALE_LIKE.test(value)) return undefined;
  return /[-_]hans(?:[-_]|$)/.test(value) ? 'zh' : LOCALE_TO_LANG[normalizeLocale(value)];
}

/**
 * The browser's Chinese variant, when its preferred language (highest q, first on a tie) is Chinese:
 * zh-hant for HK, TW, MO and Hant, zh otherwise (DESIGN §6). Other languages give undefined: the
 * spec switches only Chinese browsers.
 */
export function chineseBrowserLang(acceptLanguage: string | null | undefined): 'zh' | 'zh-hant' | undefined {
  if (!acceptLanguage) return undefined;
  let best: { tag: string; q: number } | undefined;
  for (const part of acceptLanguage.split(',')) {
    const [rawTag = '', ...params] = part.trim().split(';');
    const tag = rawTag.trim();
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!tag || tag === '*' || !Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  if (!best || best.tag.toLowerCase().split(/[-_]/)[0] !== 'zh') return undefined;
  const lang = parseLang(best.tag) ?? 'zh';
  return lang === 'zh-hant' ? 'zh-hant' : 'zh';
}

/**
 * The prefix for a request that names none: the stored language (it decides its region), else the
 * stored region, else a Chinese browser's variant, else intl/en.
 */
export function preferredPrefix(cookies: RouteInput['cookies'] = {}, acceptLanguage?: string | null): Prefix {
  const storedLang = parseLang(cookies.lang);
  if (storedLang) return { region: regionOfLang(storedLang), lang: storedLang };
  const browser = chineseBrowserLang(acceptLanguage);
  const storedRegion = parseRegion(cookies.region);
  if (storedRegion) {
    const lang = browser && regionOfLang(browser) === storedRegion ? browser : firstLang(storedRegion);
    return { region: storedRegion, lang };
  }
  if (browser) return { region: 'cn', lang: browser };
  return { region: regionOfLang(DEFAULT_LANG), lang: DEFAULT_LANG };
}

/** A region's default language (REGION_LANGS lists it first). */
export function firstLang(region: Region): Lang {
  return REGION_LANGS[region][0] ?? DEFAULT_LANG;
}

/** The home of a given region for this visitor: the preferred language if it belongs there, else the first. */
function regionHome(region: Region, preferred: Prefix, acceptLanguage?: string | null): Prefix {
  if (preferred.region === region) return preferred;
  const browser = chineseBrowserLang(acceptLanguage);
  const lang = browser && regionOfLang(browser) === region ? browser : firstLang(region);
  return { region, lang };
}

/**
 * Splits a path into the prefix it names and the rest: /intl/en/book → intl, en, /book;
 * /cn/book → cn, -, /book; /zh/order → -, zh, /order; /book → -, -, /book.
 */
export function splitPrefix(pathname: string): { region?: Region; lang?: Lang; rest: string } {
  const segments = pathname
    .replace(/\/{2,}/g, '/')
    .split('/')
    .slice(1);
  const restFrom = (n: number) => {
    const rest = segments.slice(n).join('/');
    return rest ? `/${rest}` : '';
  };
  const region = parseRegion(segments[0]);
  if (region) {
    const lang = parseLang(segments[1]);
    return lang ? { region, lang, rest: restFrom(2) } : { region, rest: restFrom(1) };
  }
  const lang = parseLang(segments[0]);
  return lang ? { lang, rest: restFrom(1) } : { rest: restFrom(0) };
}

export function prefixPath({ region, lang }: Prefix, rest = ''): string {
  return `/${region}/${lang}${rest === '/' ? '' : rest}`;
}

/** Spec §2, in order. A prefixed, canonical URL is served; everything else is redirected once. */
export function resolveRoute(input: RouteInput): RouteResult {
  const { pathname, search = '', cookies, acceptLanguage } = input;
  const path = pathname.replace(/\/{2,}/g, '/') || '/';
  const redirect = (rule: RouteRule, prefix: Prefix, rest = ''): RouteResult => ({
    kind: 'redirect',
    rule,
    location: prefixPath(prefix, rest) + search,
    ...prefix,
  });
  const preferred = () => preferredPrefix(cookies, acceptLanguage);

  if (path === '/') return redirect('home', preferred());

  const first = path.split('/')[1] ?? '';
  const { region, lang, rest } = splitPrefix(path);

  if (region && lang) {
    // The language decides; a region that does not offer it is corrected (spec §2).
    if (!REGION_LANGS[region].includes(lang)) {
      return redirect('region-from-lang', { region: regionOfLang(lang), lang }, rest);
    }
    // Served only as spelled canonically, so each page has one URL (caches, analytics, hreflang).
    const [, urlRegion, urlLang] = pathname.split('/');
    if (urlRegion === region && urlLang === lang && path === pathname) {
      return { kind: 'next', rule: 'prefixed', region, lang };
    }
    return redirect('canonical', { region, lang }, rest);
  }
  if (region) return redirect('region-default-lang', { region, lang: firstLang(region) }, rest);
  if (lang) return redirect('lang-only', { region: regionOfLang(lang), lang }, rest);
  // The spec's catch-all: a path that starts with cn goes to the cn home, like the home route.
  if (first.toLowerCase().startsWith('cn')) {
    return redirect('cn-catch-all', regionHome('cn', preferred(), acceptLanguage));
  }
  return redirect('unprefixed', preferred(), path);
}

export type Campaign = Partial<Record<(typeof UTM_KEYS)[number], string>>;

const UTM_VALUE_MAX = 200;

/** The five utm keys of spec §9 present (non-empty) in a query, or undefined when none is. */
export function campaignOf(params: URLSearchParams): Campaign | undefined {
  const campaign: Campaign = {};
  for (const key of UTM_KEYS) {
    // Trimmed and capped: a crafted link must not overflow the cookie header.
    const value = params.get(key)?.trim().slice(0, UTM_VALUE_MAX);
    if (value) campaign[key] = value;
  }
  return Object.keys(campaign).length > 0 ? campaign : undefined;
}

const MOBILE_UA = /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini/i;
// Tablets get the desktop site: iPads say "Mobile/..." and some Android tablets say "Mobi".
const TABLET_UA = /iPad|Tablet|Kindle|Silk|PlayBook/i;

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && MOBILE_UA.test(userAgent) && !TABLET_UA.test(userAgent);
}

/**
 * Where a mobile browser goes (spec §9, DESIGN §6): the configured mobile site plus the same path and
 * query. Undefined when none is configured, the setting is not an http(s) URL, or this request is
 * already on the mobile site (no loop).
 */
export function mobileSiteUrl(
  mobileSite: string | null | undefined,
  pathAndSearch: string,
  currentHost?: string,
): string | undefined {
  if (!mobileSite) return undefined;
  let base: URL;
  try {
    base = new URL(mobileSite);
  } catch {
    return undefined;
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') return undefined;
  if (currentHost && base.host === currentHost) return undefined;
  // A base with a path (https://m.example.com/m) keeps it in front of ours.
  return `${base.origin}${base.pathname.replace(/\/+$/, '')}${pathAndSearch}`;
}

/**
 * Request headers the proxy hands to the pages (and strips from the incoming request, so a client
 * cannot forge them). next-intl reads its locale header under this exact name.
 */
export const SITE_HEADERS = {
  intlLocale: 'X-NEXT-INTL-LOCALE',
  region: 'x-site-region',
  lang: 'x-site-lang',
} as const;
