import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import { observeRequest } from '../observability/metrics';
import type { AppEnv } from './context';

/**
 * Counts and times every API operation (api_requests_total) by the route that answered it ('/api/v1_1/car/get_car_list'),
 * so a label is one of the API's operations, never a raw path. A request no route matched (only
 * the '*' middleware did) is 'unmatched'. First in the chain: it sees the answer onError made too.
 */
export const requestMetrics = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  const route = routePath(c, -1);
  observeRequest(
    'api',
    route.endsWith('*') ? 'unmatched' : route,
    c.req.method,
    c.res.status,
    (performance.now() - started) / 1000,
  );
});
