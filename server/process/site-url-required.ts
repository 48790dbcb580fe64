import { siteUrlConfigured } from '@/lib/env';
import { logger } from '@/lib/logger';

/**
 * The production server needs the site's public address: it makes the canonical links, the sitemap,
 * the allowed write origin and HSTS, and lets the pages that are the same for everyone be served
 * from cache (they cannot ask each request for it; without it Next's own `next start` answered 500
 * on them). Both ways of starting refuse without it, with this message: `npm start`
 * (server/process/start.ts) and `next start` (instrumentation.ts).
 */
export function exitWithoutSiteUrl(): void {
  if (siteUrlConfigured()) return;
  logger.error(
    'SITE_URL must be set for the production server: the public origin of the site, e.g. ' +
      'SITE_URL=https://www.example.com (or http://localhost:3000 to try it on this machine).',
  );
  process.exit(2);
}
