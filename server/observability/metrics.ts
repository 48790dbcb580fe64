import cluster from 'node:cluster';
import {
  AggregatorRegistry,
  Counter,
  Gauge,
  Histogram,
  collectDefaultMetrics,
  register,
  type Metric,
} from 'prom-client';

/**
 * The Prometheus metrics of this process (prom-client's default registry). prom-client is loaded
 * from node_modules (next.config.ts serverExternalPackages), so every bundle of the app shares one
 * registry; this module itself may be evaluated once per bundle, so each metric is made once and
 * found again by name. Label values are bounded: routes are patterns, never raw paths.
 */
function once<M extends Metric>(name: string, make: () => M): M {
  return (register.getSingleMetric(name) as M | undefined) ?? make();
}

const DEFAULTS = Symbol.for('rentcar.metrics.defaults');
const holder = globalThis as typeof globalThis & { [DEFAULTS]?: true };
if (!holder[DEFAULTS]) {
  holder[DEFAULTS] = true;
  // CPU, memory, event-loop lag, GC: the first things to look at when an instance is slow.
  collectDefaultMetrics();
  // A worker of `npm run start:cluster` answers the primary's requests for its metrics, which the
  // primary sums into the figures of the whole instance (./metrics-endpoint.ts).
  if (cluster.isWorker) new AggregatorRegistry();
}

// Up to 30 s: the API's timeout (DESIGN.md §5).
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const requestMetrics = (prefix: 'http' | 'api', what: string) => ({
  count: once(
    `${prefix}_requests_total`,
    () =>
      new Counter({
        name: `${prefix}_requests_total`,
        help: `${what}, by route pattern, method and status code`,
        labelNames: ['route', 'method', 'code'] as const,
      }),
  ),
  duration: once(
    `${prefix}_request_duration_seconds`,
    () =>
      new Histogram({
        name: `${prefix}_request_duration_seconds`,
        help: `${what}: time to the end of the answer, by route pattern, method and status code`,
        labelNames: ['route', 'method', 'code'] as const,
        buckets: LATENCY_BUCKETS,
      }),
  ),
});

/**
 * Two views of the traffic: every request the Node server answered (pages by their pattern, assets,
 * and API requests under one '/api/v1_1/*'), and every API operation answered, by operation,
 * whether a browser called it or a page's server render did (in-process, no HTTP).
 */
const REQUESTS = {
  http: requestMetrics('http', 'HTTP requests the server answered'),
  api: requestMetrics('api', 'API operations answered (for browsers, and in-process for server renders)'),
};

export const searches = once(
  'rentcar_searches_total',
  () =>
    new Counter({
      name: 'rentcar_searches_total',
      help: "Car searches answered: 'list' or 'detail', by envelope code (200, or the refusal's)",
      labelNames: ['kind', 'code'] as const,
    }),
);

export const searchReads = once(
  'rentcar_search_list_reads_total',
  () =>
    new Counter({
      name: 'rentcar_search_list_reads_total',
      help: "Car lists answered from memory ('reused': the store's inventory is unchanged) or read 'fresh'",
      labelNames: ['answer'] as const,
    }),
);

export const bookings = once(
  'rentcar_bookings_total',
  () =>
    new Counter({
      name: 'rentcar_bookings_total',
      help: 'Answers of POST /order/create by envelope code (200 booked, 1001 sold out, …)',
      labelNames: ['code'] as const,
    }),
);

export const payments = once(
  'rentcar_payments_total',
  () =>
    new Counter({
      name: 'rentcar_payments_total',
      help: 'Answers of POST /payment/pay by envelope code and payment state (paid, failed, pending, …)',
      labelNames: ['code', 'state'] as const,
    }),
);

/** What a database pool reports: connections open, idle, and requests waiting for one. */
export type PoolStats = { total: number; idle: number; waiting: number };

const POOLS = Symbol.for('rentcar.metrics.pools');
const pools = ((globalThis as typeof globalThis & { [POOLS]?: Map<string, () => PoolStats> })[POOLS] ??=
  new Map());

once(
  'rentcar_db_pool_connections',
  () =>
    new Gauge({
      name: 'rentcar_db_pool_connections',
      help: "The database pool's connections: total open, idle, and requests waiting for one",
      labelNames: ['pool', 'state'] as const,
      collect() {
        this.reset();
        for (const [pool, read] of pools) {
          const stats = read();
          this.set({ pool, state: 'total' }, stats.total);
          this.set({ pool, state: 'idle' }, stats.idle);
          this.set({ pool, state: 'waiting' }, stats.waiting);
        }
      },
    }),
);

/** Reports a pool in rentcar_db_pool_connections, read at each scrape. */
export function watchPool(name: string, read: () => PoolStats): void {
  pools.set(name, read);
}

/** Records one answered request: an HTTP request of the server, or an operation of the API. */
export function observeRequest(
  kind: keyof typeof REQUESTS,
  route: string,
  method: string,
  code: number,
  seconds: number,
): void {
  const labels = { route, method, code: String(code) };
  REQUESTS[kind].count.inc(labels);
  REQUESTS[kind].duration.observe(labels, seconds);
}

/** This process's metrics in Prometheus's text format. */
export const processMetrics = (): Promise<string> => register.metrics();
export const METRICS_CONTENT_TYPE = register.contentType;

/**
 * For a promise's .catch: counts a refusal (an error carrying the envelope code it answers, such
 * as ApiError) on `counter`, then lets it go on to the error handler. Anything else counts as 500.
 */
export const countRefusal =
  <L extends string>(counter: Counter<L>, labels: Partial<Record<L, string>> = {}) =>
  (error: unknown): never => {
    const code = (error as { code?: unknown } | null)?.code;
    counter.inc({ ...labels, code: typeof code === 'number' ? String(code) : '500' } as Partial<
      Record<L, string>
    >);
    throw error;
  };
