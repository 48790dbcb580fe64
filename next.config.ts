import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { serverEnv } from './lib/env';
import { securityHeaders } from './lib/security/headers';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/site/i18n/request.ts',
  experimental: {
    // Messages are compiled at build time: the browser gets no ICU parser (about 12 KB compressed).
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const nextConfig: NextConfig = {
  // PGlite ships a WASM build of PostgreSQL that must be loaded from node_modules at run time.
  // prom-client: one module instance (one metrics registry) for every bundle of the server.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'prom-client'],
  // A separate build folder lets several builds or dev servers share one checkout (NEXT_DIST_DIR).
  distDir: serverEnv().NEXT_DIST_DIR,
  poweredByHeader: false,
  // Source maps of the browser code only for profiling builds (npm run profile:browser names modules with them).
  productionBrowserSourceMaps: serverEnv().BROWSER_SOURCE_MAPS === '1',
  // The production server (server/process/serve.ts) compresses, after it has written the nonce of a
  // prerendered page into its HTML; compressing here would hand it gzip instead of HTML.
  compress: false,
  // Pages kept for every visitor (revalidate) live in each instance's memory, bounded (LRU), never on
  // disk: a stream of made-up article addresses cannot fill the disk with cached 404 pages.
  cacheMaxMemorySize: 64 * 1024 * 1024,
  experimental: {
    // forbidden() in the back office (app/[region]/[lang]/ops): a traveller's session, or staff
    // whose roles do not open the page, is answered 403 with the segment's forbidden.tsx.
    authInterrupts: true,
    isrFlushToDisk: false,
    // Fewer, larger browser chunks: most visits land on one page (a campaign link, a search engine)
    // from a phone far from the server, where each request costs a round trip. With Turbopack's
    // default (50 KB) a home loaded 13 scripts and the fill-in form 15; at 200 KB they load 10 and
    // 11, the same bytes, and Lighthouse's Largest Contentful Paint on them falls by 0.1-0.7 s. The
    // price: a page reached after another one fetches some code again (about 33 KB compressed over
    // home, car list, detail, form, orders, sign-in). docs/performance.md, 2026-11-28 (afternoon).
    turbopackChunking: { minChunkSize: 200_000 },
  },
  reactStrictMode: true,
  // Every answer, static files included; pages add their CSP in proxy.ts, the API its own headers.
  headers: async () => [
    {
      source: '/:path*',
      headers: Object.entries(
        securityHeaders({ https: new URL(serverEnv().SITE_URL).protocol === 'https:' }),
      ).map(([key, value]) => ({ key, value })),
    },
  ],
};

export default withNextIntl(nextConfig);
