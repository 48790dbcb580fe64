/**
 * The security headers of every answer (pages, API, static files) and the pages' Content Security
 * Policy. Pure functions: proxy.ts, next.config.ts and the API's middleware apply them.
 */
import { createHash } from 'node:crypto';

/** Browser features the site never uses, switched off for it and anything it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

/** Headers for every answer; HSTS only when the site is served over https. */
export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
    ...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/** A fresh nonce for one page answer (128 random bits, base64). */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export type CspOptions = {
  nonce: string;
  /** next dev: React needs eval for its debugging stacks, and the dev server's websocket */
  dev: boolean;
  https: boolean;
  /** origins the browser calls besides the site (NEXT_PUBLIC_API_ORIGIN) */
  connect?: readonly string[];
  /** the site's own inline scripts, the same on every page, allowed by hash (scriptHash) */
  scriptHashes?: readonly string[];
};

/**
 * A CSP source for one inline script by its text ('sha256-…'): for a script that is the same on
 * every page, cached or rendered for the request, so it needs no nonce.
 */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The pages' policy (Next.js's documented nonce setup): scripts only with this answer's nonce, and
 * what they load ('strict-dynamic'); styles from the site or with the nonce, style attributes
 * allowed (react-aria and server-rendered markup set them; they cannot run code); no plugins, no
 * <base>, no framing, forms post to the site only. No third-party origin is allowed.
 */
export function contentSecurityPolicy({
  nonce,
  dev,
  https,
  connect = [],
  scriptHashes = [],
}: CspOptions): string {
  const hashes = scriptHashes.map((hash) => ` ${hash}`).join('');
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${hashes} 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${connect.map((origin) => ` ${origin}`).join('')}${dev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/**
 * Cache-Control of an API answer: reference data the same for everyone (the global config, store
 * ads, banners, articles) may be kept a minute by browsers and shared caches; everything else may
 * hold personal data or a one-off result and is never stored.
 */
export const PUBLIC_API_PATHS: ReadonlySet<string> = new Set([
  '/api/v1_1/common/get_global_config',
  '/api/v1_1/common/vc',
  '/api/v1_1/common/addata',
  '/api/v1_1/common/banners',
  '/api/v1_1/cms/article',
  '/api/v1_1/cms/article_by_id',
  '/api/v1_1/cms/list',
  '/api/v1_1/cms/plan_info',
]);

export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';
export const PRIVATE_NO_STORE = 'no-store';

export function apiCacheControl(method: string, path: string, status: number): string {
  return method === 'GET' && status === 200 && PUBLIC_API_PATHS.has(path) ? PUBLIC_CACHE : PRIVATE_NO_STORE;
}
