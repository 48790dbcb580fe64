// The server child of the benchmark: the API over node:http on a fresh, migrated, seeded database.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../../server/db/client';
import { BENCH, type Mode } from './settings';
import { pick } from './searches';

/** What the parent asks of the child over IPC. */
export type ChildRequest = {
  start?: boolean;
  stop?: boolean;
  stats?: boolean;
  audit?: boolean;
  codes?: boolean;
};

/** The envelope codes of the booking calls answered so far (200, 1001 'sold out', …). */
const bookingCodes: Record<string, number> = {};

export async function serve(databaseUrl: string | undefined, mode: Mode | undefined) {
  const [
    { openPglite, openPostgres },
    { seed },
    { createApp },
    { searchStats },
    { auditHolds },
    schema,
    orm,
  ] = await Promise.all([
    import('../../server/db/client'),
    import('../../server/db/seed'),
    import('../../server/app'),
    import('../../server/domain/search/search'),
    import('./audit'),
    import('../../server/db/schema'),
    import('drizzle-orm'),
  ]);
  const handle = databaseUrl ? await openPostgres(databaseUrl, 20) : await openPglite();
  await handle.migrate();
  await seed(handle.db);
  // Bookings are prepared with totals computed before the run; the freshman discount would change
  // the first booking of each phone's total (the API would rightly answer price_changed).
  if (mode === 'booking')
    await handle.db
      .update(schema.events)
      .set({ isActive: false })
      .where(orm.eq(schema.events.code, 'freshman_coupon'));
  const app = createApp({ db: handle.db });
  const server = createServer((req, res) => void respond(app.fetch, req, res));
  server.keepAliveTimeout = 60_000;
  let stopHolds = () => {};
  process.on('message', (message: ChildRequest) => {
    if (message.start && mode !== 'booking')
      stopHolds = holdAndRelease(handle.db, BENCH.BENCH_HOLDS_PER_SECOND);
    if (message.stop) stopHolds();
    if (message.stats) process.send?.({ stats: { ...searchStats } });
    if (message.codes) process.send?.({ codes: { ...bookingCodes } });
    if (message.audit) void auditHolds(handle.db).then((audit) => process.send?.({ audit }));
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
      import('../../server/domain/holds'),
      import('../../server/db/schema'),
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
