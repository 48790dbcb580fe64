import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverEnv } from '@/lib/env';

type Route = { page: string; regex: RegExp };

let routes: Route[] | null | undefined;

/**
 * The site's page routes as the build wrote them (routes-manifest.json: each pattern with its
 * regex, in Next's matching order), or null where there is no build to read (dev, tests).
 */
function buildRoutes(): Route[] | null {
  if (routes !== undefined) return routes;
  try {
    const file = path.join(
      /* turbopackIgnore: true */ process.cwd(),
      serverEnv().NEXT_DIST_DIR,
      'routes-manifest.json',
    );
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
      staticRoutes: { page: string; regex: string }[];
      dynamicRoutes: { page: string; regex: string }[];
    };
    routes = [...manifest.staticRoutes, ...manifest.dynamicRoutes].map((route) => ({
      page: route.page,
      regex: new RegExp(route.regex),
    }));
  } catch {
    routes = null;
  }
  return routes;
}

/**
 * The label of a request for metrics: its page pattern ('/[region]/[lang]/book/[storeInfo]'),
 * '/_next/static' for the build's assets, 'other' for the rest (a file of public/, a path without a
 * language that the proxy redirects). Bounded: a raw path never becomes a label.
 */
export function pageRouteLabel(url: string): string {
  const pathname = url.split('?')[0] ?? '/';
  if (pathname.startsWith('/_next/static/')) return '/_next/static';
  if (pathname.startsWith('/_next/')) return '/_next';
  const known = buildRoutes();
  if (!known) return 'page';
  return known.find((route) => route.regex.test(pathname))?.page ?? 'other';
}
