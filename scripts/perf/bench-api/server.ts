// The server child of the benchmark: the API over node:http on a fresh, migrated, seeded database,
// in one process or, with BENCH_CHILD_PROCESSES > 1 (PostgreSQL only), in that many node:cluster
// workers sharing one port, as `npm run start:cluster` runs the site.
import cluster from 'node:cluster';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db, DbHandle } from '../../../server/db/client';
import { holdAndRelease } from './holds';
import type { Mode } from './settings';

/** What the parent asks of the child over IPC. */
export type ChildRequest = {
  start?: boolean;
  stop?: boolean;
  stats?: boolean;
  audit?: boolean;
  codes?: boolean;
};

type Counts = Record<string, number>;

/**
 * The envelope codes of the booking calls answered so far (200, 1001 'sold out', …), counted here at
 * the adapter rather than read from rentcar_bookings_total: that metric does not see a refusal made
 * before the route runs (a params error of the form, a cross-site refusal), and the benchmark must.
 */
const bookingCodes: Counts = {};

// The pool connections of the whole child, shared by its processes (a fair comparison).
const CONNECTIONS = 20;

async function openDatabase(databaseUrl: string | undefined, connections: number): Promise<DbHandle> {
  const { openPglite, openPostgres } = await import('../../../server/db/client');
  return databaseUrl ? openPostgres(databaseUrl, connections) : openPglite();
}

/** Migrates and seeds; for bookings the freshman discount goes off (totals are priced beforehand). */
async function prepare(db: Db, migrate: () => Promise<void>, mode: Mode | undefined) {
  const [{ seed }, schema, orm] = await Promise.all([
    import('../../../server/db/seed'),
    import('../../../server/db/schema'),
    import('drizzle-orm'),
  ]);
  await migrate();
  await seed(db);
  if (mode === 'booking')
    await db
      .update(schema.events)
      .set({ isActive: false })
      .where(orm.eq(schema.events.code, 'freshman_coupon'));
}

/**
 * This process's counters: searches answered from memory or read fresh (the server's
 * rentcar_search_list_reads_total), and booking answers.
 */
async function localCounts(): Promise<{ stats: Counts; codes: Counts }> {
  const { searchReads } = await import('../../../server/observability/metrics');
  const stats: Counts = { reused: 0, fresh: 0 };
  for (const { labels, value } of (await searchReads.get()).values) {
    if (labels.answer) stats[labels.answer] = value;
  }
  return { stats, codes: { ...bookingCodes } };
}

async function listen(db: Db): Promise<number> {
  const { createApp } = await import('../../../server/app');
  const app = createApp({ db });
  const server = createServer((req, res) => void respond(app.fetch, req, res));
  server.keepAliveTimeout = 60_000;
  // In a cluster worker, port 0 is the one port every worker shares.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** The child: one process, or the primary of `processes` workers. */
export async function serve(databaseUrl: string | undefined, mode: Mode | undefined, processes: number) {
  if (cluster.isWorker) return serveWorker(databaseUrl, processes);
  const handle = await openDatabase(databaseUrl, processes > 1 ? 2 : CONNECTIONS);
  await prepare(handle.db, handle.migrate, mode);
  const port = processes > 1 ? await forkWorkers(processes) : await listen(handle.db);
  const askWorkers =
    processes > 1 ? sumOfWorkers : async (key: 'stats' | 'codes') => (await localCounts())[key];
  let stopHolds = () => {};
  process.on('message', (message: ChildRequest) => {
    if (message.start && mode !== 'booking') stopHolds = holdAndRelease(handle.db);
    if (message.stop) stopHolds();
    if (message.stats) void askWorkers('stats').then((stats) => process.send?.({ stats }));
    if (message.codes) void askWorkers('codes').then((codes) => process.send?.({ codes }));
    if (message.audit)
      void import('./audit').then(({ auditHolds }) =>
        auditHolds(handle.db).then((audit) => process.send?.({ audit })),
      );
  });
  process.send?.({ port });
  process.on('disconnect', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    void handle.close().then(() => process.exit(0));
  });
}

/** Forks the workers and answers their shared port once every one listens. */
function forkWorkers(processes: number): Promise<number> {
  return new Promise((resolve) => {
    let listening = 0;
    cluster.on('listening', (_worker, address) => {
      if (++listening === processes) resolve(address.port);
    });
    for (let index = 0; index < processes; index++) cluster.fork();
  });
}

/** Asks every worker for its counters and adds them up. */
async function sumOfWorkers(key: 'stats' | 'codes'): Promise<Counts> {
  const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
  const answers = await Promise.all(
    workers.map(
      (worker) =>
        new Promise<Counts>((resolve) => {
          const onMessage = (message: Record<string, Counts>) => {
            if (!(key in message)) return;
            worker.off('message', onMessage);
            resolve(message[key]!);
          };
          worker.on('message', onMessage);
          worker.send({ [key]: true });
        }),
    ),
  );
  const sum: Counts = {};
  for (const answer of answers)
    for (const [name, n] of Object.entries(answer)) sum[name] = (sum[name] ?? 0) + n;
  return sum;
}

async function serveWorker(databaseUrl: string | undefined, processes: number) {
  const handle = await openDatabase(databaseUrl, Math.max(4, Math.ceil(CONNECTIONS / processes)));
  await listen(handle.db);
  process.on('message', (message: ChildRequest) => {
    if (message.stats || message.codes)
      void localCounts().then((counts) =>
        process.send?.(message.stats ? { stats: counts.stats } : { codes: counts.codes }),
      );
  });
}

/** node:http → fetch Request → the app → node:http: the adapter @hono/node-server would be. */
export async function respond(
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
    const answer = Buffer.from(await response.arrayBuffer());
    if (req.url?.startsWith('/api/v1_1/order/create')) {
      const { code } = JSON.parse(answer.toString('utf8')) as { code: number };
      bookingCodes[code] = (bookingCodes[code] ?? 0) + 1;
    }
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(answer);
  } catch (error) {
    console.error(error);
    res.writeHead(500).end();
  }
}
