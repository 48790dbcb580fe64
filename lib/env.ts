import { z } from 'zod';

/**
 * The one module that reads process.env (a lint rule keeps it so). Every variable is optional: the
 * defaults run everything locally. Values are validated with zod on first use and kept for the life of
 * the process; an empty value counts as unset, so `API_ORIGIN=` in a shell means "not configured".
 *
 * - serverEnv(): the site's server side and the API (server components, proxy.ts, server/, scripts).
 * - publicEnv(): what the browser may know. Next inlines NEXT_PUBLIC_* into browser code only where
 *   they are written out as `process.env.NAME`, so they are read one by one below, never through a
 *   copy of process.env. Browser code that only needs a server fact (is this production?) gets it
 *   as a prop from a server component instead: importing this module brings zod along.
 * - scriptEnv(shape): a script's own variables (BENCH_*, CHROMIUM_PATH), validated the same way.
 *
 * Schemas are built inside functions so that a browser chunk importing the public part does not
 * carry zod with it.
 */

type Source = Readonly<Record<string, string | undefined>>;

const serverSchema = () =>
  z.object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    NEXT_PHASE: z.string().optional().describe("set by Next.js, e.g. 'phase-production-build'"),
    NEXT_DIST_DIR: z.string().default('.next').describe('build folder; lets several builds share a checkout'),
    BROWSER_SOURCE_MAPS: z
      .enum(['0', '1'])
      .default('0')
      .describe('1: the build writes source maps of the browser code (for npm run profile:browser)'),
    DATABASE_URL: z.url().optional().describe('PostgreSQL connection string; the embedded PGlite when unset'),
    PGLITE_DIR: z.string().default('.data/pglite').describe('where the embedded database keeps its files'),
    SEED: z.enum(['auto', 'off']).default('auto').describe('auto: seed an empty database on start'),
    API_ORIGIN: z.url().optional().describe('server renders call the API over HTTP here, not in-process'),
    MOBILE_SITE_URL: z.url().optional().describe('mobile site; mobile browsers are sent there after 1 s'),
    SITE_URL: z
      .url()
      .default('http://localhost:3000')
      .describe('public origin of the site: canonical URLs, hreflang, the sitemap'),
    USED_CARS_URL: z
      .url()
      .default('https://www.autotrader.com/cars-for-sale/used-cars')
      .describe('the used-cars site linked from the English footer'),
    OUTBOX_DIR: z.string().default('.data/outbox').describe('where messages are written when SMTP is unset'),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/ })
      .optional()
      .describe("mail server, 'smtp://user:pass@host:port'; unset: messages go to OUTBOX_DIR"),
    REDIS_URL: z
      .url({ protocol: /^rediss?$/ })
      .optional()
      .describe("rate-limit counters in Redis ('redis://host:6379'); unset: in the database"),
    TRUSTED_PROXIES: z
      .string()
      .optional()
      .describe("addresses of our own proxies ('10.0.0.2,10.0.0.3'): only they may say who the client is"),
    PAYMENT_SANDBOX_SETTLE_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .max(3600)
      .default(8)
      .describe('how long a pending (3200) sandbox charge takes to settle'),
    PAYMENT_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(30)
      .max(86_400)
      .default(1800)
      .describe('how long an online booking is held for its payment before it expires (spec: 30 min)'),
    SMTP_FROM: z
      .string()
      .min(3)
      .default('Rentcar Go <no-reply@localhost>')
      .describe('the From of every e-mail'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000).describe('the production server port'),
    HOST: z.string().default('0.0.0.0').describe('the address the production server listens on'),
    WEB_CONCURRENCY: z.coerce
      .number()
      .int()
      .min(1)
      .max(256)
      .optional()
      .describe('server processes of `npm run start:cluster`; unset: one per core'),
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce
      .number()
      .min(1)
      .max(600)
      .default(25)
      .describe('how long a stopping server waits for requests in flight before it closes them'),
    PAGE_CACHE_SECONDS: z.coerce
      .number()
      .min(0)
      .max(60)
      .default(10)
      .describe(
        'how long the production server keeps a car list or detail page per address and currency; 0: off',
      ),
    METRICS_TOKEN: z
      .string()
      .min(16)
      .optional()
      .describe('set: /metrics answers only with Authorization: Bearer <token>; unset: only to loopback'),
  });

export type ServerEnv = z.infer<ReturnType<typeof serverSchema>>;

const publicSchema = () =>
  z.object({
    NEXT_PUBLIC_API_ORIGIN: z
      .url()
      .optional()
      .describe('browsers call the API at this host, except on local and LAN addresses'),
  });

export type PublicEnv = z.infer<ReturnType<typeof publicSchema>>;

function parseEnv<S extends z.ZodType>(schema: S, source: Source, what: string): z.output<S> {
  const set = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = schema.safeParse(set);
  if (!result.success) throw new Error(`Invalid ${what}:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/** The server configuration of `source` (process.env in the app; any object in tests). */
export const parseServerEnv = (source: Source): ServerEnv =>
  parseEnv(serverSchema(), source, 'environment variables');

let server: ServerEnv | undefined;

/** The server configuration of this process, validated on first use. */
export function serverEnv(): ServerEnv {
  server ??= parseServerEnv(process.env);
  return server;
}

/**
 * Whether SITE_URL is set: serverEnv().SITE_URL is then the site's configured public origin, and
 * otherwise only a local default that the pages must not advertise (lib/site/seo.ts uses the request's
 * own origin instead).
 */
export const siteUrlConfigured = (): boolean => (process.env.SITE_URL ?? '') !== '';

/** The browser's configuration (read literally: Next inlines it at build time). */
export const parsePublicEnv = (source: Source): PublicEnv =>
  parseEnv(publicSchema(), source, 'public environment variables');

let publicConfig: PublicEnv | undefined;

export function publicEnv(): PublicEnv {
  publicConfig ??= parsePublicEnv({ NEXT_PUBLIC_API_ORIGIN: process.env.NEXT_PUBLIC_API_ORIGIN });
  return publicConfig;
}

/**
 * A script's own variables, e.g. scriptEnv({ BENCH_SECONDS: z.coerce.number().default(10) }): the
 * benchmarks and tooling validate what they read here instead of reading process.env themselves.
 */
export function scriptEnv<S extends z.ZodRawShape>(shape: S): z.output<z.ZodObject<S>> {
  return parseEnv(z.object(shape), process.env, 'script variables');
}

/** This process's environment plus `extra`, for a child process (a server a script starts). */
export function childProcessEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}

/**
 * For the production server's entry (server/process/start.ts): from here on this process, Next.js
 * and the processes it forks run in production mode, as `next start` would set them.
 */
export function enterProductionMode(): void {
  Object.assign(process.env, { NODE_ENV: 'production' });
  server = undefined;
}
