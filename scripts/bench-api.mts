// The car-search benchmark: `npm run bench:api`.
//
// Serves the API over node:http on a fresh embedded database (PGlite) and, when BENCH_DATABASE_URL
// or TEST_DATABASE_URL is set, on a fresh PostgreSQL database created here and dropped afterwards;
// then loads GET /api/v1_1/car/get_car_list with autocannon and prints a markdown table. The server
// runs in a child process so the load generator does not share its event loop (it does share the
// machine's cores). Two modes, one row each per database:
//
// - single: the same search again and again (LAX01, a week from today, three days). Once the first
//   answer is read, every later one is the remembered answer, checked against the store's inventory
//   version (one small query shared by the searches waiting at that moment): the hit path.
// - mix: a fresh random search on every request: nine stores, one-way trips where the store allows
//   them (about one in five), pick-ups 1–90 days ahead at 08:00–18:30, 1–14 days, a third with a
//   driver age (young drivers included), a fifth in another currency. The space is millions of
//   searches, so nearly every one is read fresh (availability query, pricing of every car, JSON):
//   the miss path. "reused / read fresh" counts the answers of the measured run as the server saw them.
//
// While each run lasts, the server also holds and releases a car of LAX01 BENCH_HOLDS_PER_SECOND
// times a second (default 5: holdFreeUnit for three days starting 5–10 days ahead, overlapping the
// single search, released a second later), so remembered answers really are
// invalidated and read again, as they would be by bookings.
//
// BENCH_CONNECTIONS (50), BENCH_SECONDS (10) and BENCH_MODES (single,mix) change the load;
// BENCH_SKIP_PGLITE=1 runs PostgreSQL only; BENCH_PROFILE=<dir> writes a CPU profile of each server
// child there (node --cpu-prof).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { z } from 'zod';
import { childProcessEnv, scriptEnv } from '../lib/env';
import type { Db } from '../server/db/client';
import { addWallDays, formatWallTime, instantToWallTime, startOfWallDay } from '../lib/pricing/wall-time';

const MODE_NAMES = ['single', 'mix'] as const;
type Mode = (typeof MODE_NAMES)[number];
const BENCH = scriptEnv({
  BENCH_CONNECTIONS: z.coerce.number().int().positive().default(50),
  BENCH_SECONDS: z.coerce.number().positive().default(10),
  BENCH_HOLDS_PER_SECOND: z.coerce.number().nonnegative().default(5),
  BENCH_MODES: z
    .string()
    .default('single,mix')
    .transform((modes) => modes.split(','))
    .pipe(z.array(z.enum(MODE_NAMES))),
  BENCH_SKIP_PGLITE: z.string().optional(),
  BENCH_PROFILE: z.string().optional(),
  BENCH_DATABASE_URL: z.url().optional(),
  TEST_DATABASE_URL: z.url().optional(),
  // Set by this script for its server child: the database to serve, none for a fresh PGlite.
  BENCH_DB_URL: z.url().optional(),
});
const CONNECTIONS = BENCH.BENCH_CONNECTIONS;
const SECONDS = BENCH.BENCH_SECONDS;
const WARMUP_SECONDS = 2;
const HOLDS_PER_SECOND = BENCH.BENCH_HOLDS_PER_SECOND;
const MODES: Mode[] = BENCH.BENCH_MODES;

// ---------------------------------------------------------------- the server (child process)

async function serve(databaseUrl: string | undefined) {
  const [{ openPglite, openPostgres }, { seed }, { createApp }, { searchStats }] = await Promise.all([
    import('../server/db/client'),
    import('../server/db/seed'),
    import('../server/app'),
    import('../server/domain/search/search'),
  ]);
  const handle = databaseUrl ? await openPostgres(databaseUrl, 20) : await openPglite();
  await handle.migrate();
  await seed(handle.db);
  const app = createApp({ db: handle.db });
  const server = createServer((req, res) => void respond(app.fetch, req, res));
  server.keepAliveTimeout = 60_000;
  let stopHolds = () => {};
  process.on('message', (message: { start?: boolean; stop?: boolean; stats?: boolean }) => {
    if (message.start) stopHolds = holdAndRelease(handle.db, HOLDS_PER_SECOND);
    if (message.stop) stopHolds();
    if (message.stats) process.send?.({ stats: { ...searchStats } });
  });
  server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
  process.on('disconnect', () => server.close(() => void handle.close().then(() => process.exit(0))));
}

/**
 * Bookings while the searches run: `perSecond` times a second a car of LAX01 is held for three days
 * around the benched search's dates (so its answer changes), and released a second later.
 */
function holdAndRelease(db: Db, perSecond: number) {
  if (perSecond <= 0) return () => {};
  const tick = async () => {
    const [{ holdFreeUnit }, { bookings, skus }, { and, eq }] = await Promise.all([
      import('../server/domain/holds'),
      import('../server/db/schema'),
      import('drizzle-orm'),
    ]);
    const lax = await db
      .select({ id: skus.id })
      .from(skus)
      .where(and(eq(skus.storeCode, 'LAX01'), eq(skus.active, true)));
    const start = Date.now() + (5 + Math.random() * 5) * 86_400_000;
    const held = await holdFreeUnit(db, pick(lax).id, {
      start: new Date(start),
      end: new Date(start + 3 * 86_400_000),
    });
    if (!held) return;
    setTimeout(() => {
      void db
        .update(bookings)
        .set({ releasedAt: new Date() })
        .where(eq(bookings.id, held.bookingId))
        .catch(console.error);
    }, 1_000);
  };
  const timer = setInterval(() => void tick().catch(console.error), 1_000 / perSecond);
  return () => clearInterval(timer);
}

/** node:http → fetch Request → the app → node:http: the adapter @hono/node-server would be. */
async function respond(
  fetch: (request: Request) => Response | Promise<Response>,
  req: IncomingMessage,
  res: ServerResponse,
) {
  try {
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
        headers.append(key, item);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body =
      chunks.length > 0 && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
    const response = await fetch(
      new Request(`http://${req.headers.host ?? '127.0.0.1'}${req.url}`, {
        method: req.method,
        headers,
        body,
      }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    console.error(error);
    res.writeHead(500).end();
  }
}

// ---------------------------------------------------------------- the load (parent process)

type Result = {
  mode: Mode;
  database: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  kb: number;
  reused: number;
  fresh: number;
};
type Stats = { reused: number; fresh: number };

type AutocannonResult = {
  requests: { average: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
type AutocannonRun = PromiseLike<AutocannonResult> & {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
};
type AutocannonRequest = { method: string; path: string };
// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  requests?: { setupRequest: (request: AutocannonRequest) => AutocannonRequest }[];
}) => AutocannonRun;

async function main() {
  const adminUrl = BENCH.BENCH_DATABASE_URL ?? BENCH.TEST_DATABASE_URL;
  const results: Result[] = [];
  for (const mode of MODES) {
    if (!BENCH.BENCH_SKIP_PGLITE) results.push(await bench(mode, 'PGlite (embedded)', undefined));
    if (adminUrl) results.push(await withPostgresDatabase(adminUrl, (url) => bench(mode, 'PostgreSQL', url)));
  }

  console.log(
    `\nGET /api/v1_1/car/get_car_list, ${CONNECTIONS} connections, ${SECONDS} s, ` +
      `${HOLDS_PER_SECOND} holds and releases a second\n`,
  );
  console.log(
    '| mode | database | requests/s | p50 ms | p95 ms | p99 ms | failed | answer KB | reused / read fresh |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    console.log(
      `| ${r.mode} | ${r.database} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ` +
        `${r.p99.toFixed(1)} | ${r.failures} | ${r.kb.toFixed(0)} | ${r.reused} / ${r.fresh} |`,
    );
  }
}

async function bench(mode: Mode, database: string, databaseUrl: string | undefined): Promise<Result> {
  const profile = BENCH.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${BENCH.BENCH_PROFILE}`] : [];
  const server = spawn(
    process.execPath,
    [...profile, ...process.execArgv, fileURLToPath(import.meta.url), '--serve'],
    {
      env: childProcessEnv({ BENCH_DB_URL: databaseUrl ?? '' }),
      // The request log goes nowhere; errors still show.
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const message = <T,>(key: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (received: Record<string, unknown>) => {
        if (!(key in received)) return;
        server.off('message', onMessage);
        resolve(received[key] as T);
      };
      server.on('message', onMessage);
      server.once('exit', (code) => reject(new Error(`the API server exited (${code})`)));
    });
  try {
    const port = await message<number>('port');
    const base = `http://127.0.0.1:${port}/api/v1_1/car/get_car_list?`;
    const single = searchQuery();

    // Every search of the run must answer 200 with cars: check the one, or a sample of the mix.
    let kb = 0;
    const samples = mode === 'single' ? [single] : Array.from({ length: 300 }, randomSearch);
    for (const query of samples) {
      const text = await (await fetch(base + query)).text();
      const envelope = JSON.parse(text) as { code: number; data?: { list?: unknown[] } };
      if (envelope.code !== 200 || !envelope.data?.list?.length)
        throw new Error(`unexpected answer to ${query}: ${text.slice(0, 300)}`);
      kb += Buffer.byteLength(text) / 1024 / samples.length;
    }

    const load = (duration: number) =>
      autocannon({
        url: base + single,
        connections: CONNECTIONS,
        duration,
        ...(mode === 'mix'
          ? {
              requests: [
                {
                  setupRequest: (request) => ({
                    ...request,
                    path: `/api/v1_1/car/get_car_list?${randomSearch()}`,
                  }),
                },
              ],
            }
          : {}),
      });
    await load(WARMUP_SECONDS);
    server.send({ start: true });
    const before = await statsOf();
    const times: number[] = [];
    const run = load(SECONDS);
    run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
    const result = await run;
    server.send({ stop: true });
    const after = await statsOf();
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? Number.NaN;
    console.error(`${mode}, ${database}: ${times.length} requests`);
    return {
      mode,
      database,
      rps: result.requests.average,
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
      failures: result.non2xx + result.errors + result.timeouts,
      kb,
      reused: after.reused - before.reused,
      fresh: after.fresh - before.fresh,
    };
  } finally {
    server.disconnect();
    await new Promise((resolve) => server.once('exit', resolve));
  }

  function statsOf() {
    const stats = message<Stats>('stats');
    server.send({ stats: true });
    return stats;
  }
}

/** Los Angeles' today; every store's searches start a day or more later, so all are valid. */
const today = startOfWallDay(instantToWallTime(new Date(), 'America/Los_Angeles'));
const wallAt = (days: number, minutes: number) => formatWallTime(addWallDays(today, days) + minutes * 60_000);

/** LAX01 from 10:00 a week from today (Los Angeles clock) for three days. */
function searchQuery() {
  return new URLSearchParams({
    pickup_location: 'LAX01',
    pickup_date_time: wallAt(7, 600),
    drop_off_date_time: wallAt(10, 600),
  }).toString();
}

/** Stores with a weight (how often travellers search them) and where a car may be returned. */
const STORES: [code: string, weight: number, dropOff: string[]][] = [
  ['LAX01', 30, ['SFO01']],
  ['SFO01', 15, ['LAX01']],
  ['HNL01', 10, []],
  ['BKK01', 10, ['PAT534', 'CNX01']],
  ['HKT01', 10, ['KRA533']],
  ['CNX01', 5, ['BKK01']],
  ['KRA533', 5, ['HKT01']],
  ['PAT534', 5, ['BKK01']],
  ['CHC01', 10, []],
];
const AGES = ['21', '23', '24', '26', '35', '45', '60', '25-75'];
const CURRENCIES = ['THB', 'CNY', 'EUR', 'NZD', 'HKD'];
const pick = <T,>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

/** A random search of the mix (see the header). */
function randomSearch() {
  let roll = Math.random() * STORES.reduce((sum, [, weight]) => sum + weight, 0);
  const [store, , oneWay] = STORES.find(([, weight]) => (roll -= weight) < 0) ?? STORES[0]!;
  const days = 1 + Math.floor(Math.random() * 90);
  const minutes = 8 * 60 + 30 * Math.floor(Math.random() * 22);
  const query = new URLSearchParams({
    pickup_location: store,
    pickup_date_time: wallAt(days, minutes),
    drop_off_date_time: wallAt(days + 1 + Math.floor(Math.random() * 14), minutes),
  });
  if (oneWay.length > 0 && Math.random() < 0.2) query.set('drop_off_location', pick(oneWay));
  if (Math.random() < 1 / 3) query.set('driver_age', pick(AGES));
  if (Math.random() < 0.2) query.set('currency', pick(CURRENCIES));
  return query.toString();
}

async function withPostgresDatabase<T>(adminUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `rentcar_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

// Last, so every declaration above is initialised before it runs.
if (process.argv[2] === '--serve') await serve(BENCH.BENCH_DB_URL);
else await main();
