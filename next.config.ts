import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { serverEnv } from './lib/env';
import { securityHeaders } from './lib/security/headers';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    // Messages are compiled at build time: the browser gets no ICU parser (about 12 KB compressed).
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const nextConfig: NextConfig = {
  // PGlite ships a WASM build of PostgreSQL that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // A separate build folder lets several builds or dev servers share one checkout (NEXT_DIST_DIR).
  distDir: serverEnv().NEXT_DIST_DIR,
  poweredByHeader: false,
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
