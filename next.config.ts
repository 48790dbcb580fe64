import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite ships a WASM build of PostgreSQL that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // A separate build folder lets several builds or dev servers share one checkout (NEXT_DIST_DIR).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  reactStrictMode: true,
};

export default withNextIntl(nextConfig);
