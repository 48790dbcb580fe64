import { createMiddleware } from 'hono/factory';
import { serverEnv } from '@/lib/env';
import { apiCacheControl, securityHeaders } from '@/lib/security/headers';
import type { AppEnv } from './context';

/** JSON answers load and run nothing, and may not be framed. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The security headers and Cache-Control of every API answer, errors included (set after the
 * handler, so they also land on what onError and notFound answer). A page the API serves (the
 * sandbox provider's) brings its own, stricter-than-a-site policy; everything else gets API_CSP.
 */
export const answerHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const headers = securityHeaders({ https: new URL(serverEnv().SITE_URL).protocol === 'https:' });
  for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  const ownPage =
    c.res.ok &&
    c.res.headers.get('Content-Type')?.startsWith('text/html') &&
    c.res.headers.has('Content-Security-Policy');
  if (!ownPage) c.res.headers.set('Content-Security-Policy', API_CSP);
  c.res.headers.set('Cache-Control', apiCacheControl(c.req.method, c.req.path, c.res.status));
});
