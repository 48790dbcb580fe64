/**
 * The request proxy (Next 16's middleware): applies spec §2's region and language rules from
 * lib/site/i18n/resolve-route.ts, keeps the visitor's cookies, and sets each page's security policy.
 *
 * Request headers set for the pages (names in SITE_HEADERS; incoming copies are stripped so a
 * client cannot forge them):
 *   X-NEXT-INTL-LOCALE  the URL language; next-intl reads it
 *   x-site-region       intl | cn
 *   x-site-lang         en | th | zh | zh-hant
 *   Content-Security-Policy  this answer's policy, whose nonce Next puts on what it renders
 *
 * Cookies set (names in COOKIES and UTM_COOKIE; none HttpOnly, the browser store reads them):
 *   region, lang   follow the URL, 1 year
 *   guest_id       when missing, 1 year
 *   utm            JSON of the utm keys present in the query, 24 hours
 *   utm_source     the campaign source alone, 24 hours; sent to the API as referer
 */
import { NextResponse, type NextRequest } from 'next/server';
import { campaignOf, resolveRoute, SITE_HEADERS } from '@/lib/site/i18n/resolve-route';
import { publicEnv, serverEnv } from '@/lib/env';
import { DATES_REPLACED_PARAM } from '@/lib/site/booking-flow/dates-replaced';
import { hasSearchQuery } from '@/lib/rent-info/query-fields';
import { CN_PROMPT_OPENER } from '@/lib/site/behaviours/cn-english-prompt';
import { contentSecurityPolicy, newNonce, scriptHash, securityHeaders } from '@/lib/security/headers';
import { COOKIES, newGuestId, UTM_COOKIE, UTM_SOURCE_MAX_AGE_S, YEAR_S } from '@/lib/cookies';
import { isUnknownPage } from '@/lib/site/i18n/unknown-page';

export function proxy(request: NextRequest) {
  const { pathname, search, searchParams, protocol } = request.nextUrl;
  const cookie = (name: string) => request.cookies.get(name)?.value;
  const route = resolveRoute({
    pathname,
    search,
    cookies: { region: cookie(COOKIES.region), lang: cookie(COOKIES.lang) },
    acceptLanguage: request.headers.get('accept-language'),
  });

  const policy = pagePolicy();
  let response: NextResponse;
  if (route.kind === 'redirect') {
    // 307: temporary, since the target depends on cookies and the browser language.
    response = NextResponse.redirect(new URL(route.location, request.url), 307);
  } else {
    const headers = new Headers(request.headers);
    const target = rewriteOf(route, pathname, search, searchParams);
    headers.set(SITE_HEADERS.intlLocale, route.lang);
    headers.set(SITE_HEADERS.region, route.region);
    headers.set(SITE_HEADERS.lang, route.lang);
    // Next reads the nonce from the request's copy of the policy and puts it on its scripts.
    headers.set('Content-Security-Policy', policy.csp);
    response = target
      ? NextResponse.rewrite(new URL(target, request.url), { request: { headers } })
      : NextResponse.next({ request: { headers } });
  }

  response.headers.set('Content-Security-Policy', policy.csp);
  for (const [name, value] of Object.entries(policy.headers)) response.headers.set(name, value);

  const options = { path: '/', sameSite: 'lax', secure: protocol === 'https:' } as const;
  // Cookies set here also reach this request's server components (Next merges them in).
  if (route.kind === 'next') {
    if (cookie(COOKIES.region) !== route.region) {
      response.cookies.set(COOKIES.region, route.region, { ...options, maxAge: YEAR_S });
    }
    if (cookie(COOKIES.lang) !== route.lang) {
      response.cookies.set(COOKIES.lang, route.lang, { ...options, maxAge: YEAR_S });
    }
  }
  if (!cookie(COOKIES.guestId)) {
    response.cookies.set(COOKIES.guestId, newGuestId(), { ...options, maxAge: YEAR_S });
  }
  const campaign = campaignOf(searchParams);
  if (campaign) {
    response.cookies.set(UTM_COOKIE, JSON.stringify(campaign), { ...options, maxAge: UTM_SOURCE_MAX_AGE_S });
    if (campaign.utm_source) {
      response.cookies.set(COOKIES.utmSource, campaign.utm_source, {
        ...options,
        maxAge: UTM_SOURCE_MAX_AGE_S,
      });
    }
  }
  return response;
}

// The site's one inline script of its own: the China site's English prompt opener.
const INLINE_SCRIPT_HASHES = [scriptHash(CN_PROMPT_OPENER)];

/** This answer's Content Security Policy (a fresh nonce) and security headers. */
function pagePolicy() {
  const env = serverEnv();
  const https = new URL(env.SITE_URL).protocol === 'https:';
  const apiOrigin = publicEnv().NEXT_PUBLIC_API_ORIGIN;
  const nonce = newNonce();
  return {
    nonce,
    csp: contentSecurityPolicy({
      nonce,
      dev: env.NODE_ENV === 'development',
      https,
      connect: apiOrigin ? [new URL(apiOrigin).origin] : [],
      scriptHashes: INLINE_SCRIPT_HASHES,
    }),
    headers: securityHeaders({ https }),
  };
}

/** Whether a path percent-decodes ('/intl/en/%zz' does not). */
export function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Where a page request is served from, when not from its own path: a path Next cannot decode (a
 * stray '%') would fail in its router with a 500, so it shows the 404, as does one that names no
 * page (lib/site/i18n/unknown-page.ts); the home with a search in
 * its address (a search link) is the home rendered for that request, while the plain home is the
 * same for every visitor and served from cache.
 */
function rewriteOf(
  route: { region: string; lang: string },
  pathname: string,
  search: string,
  query: URLSearchParams,
): string | undefined {
  // An address that names no page: Next's 404 route, rendered on the server.
  const notFound = notFoundPath(route);
  if (pathname !== notFound && (!decodablePath(pathname) || isUnknownPage(pageSegments(pathname)))) {
    return notFound;
  }
  const home = `/${route.region}/${route.lang}`;
  if (pathname === home && (hasSearchQuery(query) || query.has(DATES_REPLACED_PARAM))) {
    return `${home}/home-with-search${search}`;
  }
  return undefined;
}

/**
 * A path under the prefix that no page matches (three segments, one more than [key]/[introId]), so
 * Next renders its own 404 route, app/not-found.tsx, in the prefix's language: on the server, which
 * a page's notFound() is not (see lib/site/i18n/unknown-page.ts).
 */
const notFoundPath = ({ region, lang }: { region: string; lang: string }) =>
  `/${region}/${lang}/_/not-found/_`;

/** The decoded segments below /{region}/{lang} of a decodable page path. */
const pageSegments = (pathname: string) =>
  pathname.split('/').filter(Boolean).slice(2).map(decodeURIComponent);

export const config = {
  // Pages only: not the API, Next's assets and dev tools, or any file with an extension (sw.js, robots.txt,
  // sitemap.xml, favicon.ico, images, fonts).
  matcher: [
    '/((?!api(?:/|$)|metrics$|_next|__nextjs|_vercel|sw\\.js|robots\\.txt|sitemap\\.xml|favicon\\.ico|.*\\.[a-zA-Z0-9]{1,8}$).*)',
  ],
};
