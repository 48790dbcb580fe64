// The car-search benchmark: `npm run bench:api`.
//
// Serves the API over node:http on a fresh embedded database (PGlite) and, when BENCH_DATABASE_URL
// or TEST_DATABASE_URL is set, on a fresh PostgreSQL database created here and dropped afterwards;
// then loads GET /api/v1_1/car/get_car_list (LAX01, next week) with autocannon and prints a markdown
// table. The server runs in a child process so the load generator does not share its event loop.
// BENCH_CONNECTIONS (50) and BENCH_SECONDS (10) change the load.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { addWallDays, formatWallTime, instantToWallTime, startOfWallDay } from '../lib/pricing/wall-time';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;

// ---------------------------------------------------------------- the server (child process)

async function serve(databaseUrl: string | undefined) {
  const [{ openPglite, openPostgres }, { seed }, { createApp }] = await Promise.all([
    import('../server/db/client'),
    import('../server/db/seed'),
    import('../server/app'),
  ]);
  const handle = databaseUrl ? await openPostgres(databaseUrl, 20) : await openPglite();
  await handle.migrate();
  await seed(handle.db);
  const app = createApp({ db: handle.db });
  const server = createServer((req, res) => void respond(app.fetch, req, res));
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
  process.on('disconnect', () => server.close(() => void handle.close().then(() => process.exit(0))));
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
  database: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  kb: number;
};

type AutocannonResult = { requests: { average: number }; non2xx: number; errors: number; timeouts: number };
type AutocannonRun = PromiseLike<AutocannonResult> & {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
};
// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
}) => AutocannonRun;

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const results = [await bench('PGlite (embedded)', undefined)];
  if (adminUrl) results.push(await withPostgresDatabase(adminUrl, (url) => bench('PostgreSQL', url)));

  console.log(
    `\nGET /api/v1_1/car/get_car_list, LAX01, next week, ${CONNECTIONS} connections, ${SECONDS} s\n`,
  );
  console.log('| database | requests/s | p50 ms | p95 ms | p99 ms | failed | answer KB |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    console.log(
      `| ${r.database} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.failures} | ${r.kb.toFixed(0)} |`,
    );
  }
}

async function bench(database: string, databaseUrl: string | undefined): Promise<Result> {
  const server = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--serve'], {
    env: { ...process.env, BENCH_DB_URL: databaseUrl ?? '' },
    // The request log goes nowhere; errors still show.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      server.once('message', (message: { port: number }) => resolve(message.port));
      server.once('exit', (code) => reject(new Error(`the API server exited (${code})`)));
    });
    const url = `http://127.0.0.1:${port}/api/v1_1/car/get_car_list?${searchQuery()}`;
    const first = await fetch(url);
    const text = await first.text();
    const envelope = JSON.parse(text) as { code: number; data?: { list?: unknown[] } };
    if (envelope.code !== 200 || !envelope.data?.list?.length)
      throw new Error(`unexpected answer: ${text.slice(0, 300)}`);

    await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS });
    const times: number[] = [];
    const run = autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
    run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
    const result = await run;
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? Number.NaN;
    console.error(`${database}: ${times.length} requests`);
    return {
      database,
      rps: result.requests.average,
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
      failures: result.non2xx + result.errors + result.timeouts,
      kb: Buffer.byteLength(text) / 1024,
    };
  } finally {
    server.disconnect();
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

/** LAX01 from 10:00 a week from today (Los Angeles clock) for three days. */
function searchQuery() {
  const today = startOfWallDay(instantToWallTime(new Date(), 'America/Los_Angeles'));
  const at = (days: number) => formatWallTime(addWallDays(today, days) + 10 * 3_600_000);
  return new URLSearchParams({
    pickup_location: 'LAX01',
    pickup_date_time: at(7),
    drop_off_date_time: at(10),
  });
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
if (process.argv[2] === '--serve') await serve(process.env.BENCH_DB_URL || undefined);
else await main();
