import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import next from 'next';
import { serverEnv } from '@/lib/env';
import { describeError, logger } from '@/lib/logger';
import { trackConnections } from '../http/connection-drain';
import { createPageCache } from '../http/page-cache';
import { noncePrerenderedPages } from '../http/prerendered-nonce';
import { closeAll, startDraining } from '../lifecycle';
import { publishOpsKey } from './ops-key';

// Longer than a load balancer's idle keep-alive (nginx's default is 60 s), so the balancer, not
// this server, closes an idle connection: otherwise a request can race the close and fail.
const KEEP_ALIVE_MS = 65_000;

/**
 * One production server process: the site and its API (Next.js) on `port`, with a stop that loses
 * nothing. On SIGTERM or SIGINT it stops taking connections (readiness answers 503), lets every
 * request in flight finish (a booking commits or rolls back whole) and closes each connection
 * after its answer, gives up on stragglers after SHUTDOWN_TIMEOUT_SECONDS, then stops the
 * background jobs once their current run is done, closes the database pool and Redis, and exits.
 */
export async function serve(): Promise<void> {
  const { PORT: port, HOST: host, SHUTDOWN_TIMEOUT_SECONDS, PAGE_CACHE_SECONDS } = serverEnv();
  const { DATABASE_URL, PGLITE_DIR } = serverEnv();
  // On the embedded database, which this process holds open, `npm run ops` runs its commands
  // through this server: the key file says where it is and what key its door asks for.
  const opsKey = DATABASE_URL
    ? undefined
    : publishOpsKey({ pgliteDir: path.resolve(process.cwd(), PGLITE_DIR), host, port });
  const app = next({ dev: false, dir: process.cwd(), hostname: host, port });
  const handle = app.getRequestHandler();
  await app.prepare();

  // Compression here, outside what Next writes (next.config.ts: compress off), so the nonce of a
  // prerendered page is written into its HTML before the page is compressed.
  const compress = compression() as unknown as (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    next: () => void,
  ) => void;
  // The car list and detail of a search, a few seconds per address and currency (page-cache.ts).
  // Loaded once Next is prepared: next/server needs the request storage Next sets up.
  const [{ proxy }, { NextRequest }] = await Promise.all([import('@/proxy'), import('next/server')]);
  const pageCache = createPageCache({
    seconds: PAGE_CACHE_SECONDS,
    proxy: (url, headers) => proxy(new NextRequest(url, { headers })),
  });
  const server = http.createServer((request, response) =>
    compress(request, response, () => {
      // Next, compression, the Node guard and the nonce writer each listen for the answer's end;
      // together they pass Node's default warning level of 10 on some answers.
      response.setMaxListeners(32);
      // The page cache first: the nonce writer puts back the functions it wrapped when it lets an
      // answer pass, which must then be the cache's copying ones.
      pageCache.handle(request, response, () => {
        noncePrerenderedPages(request, response);
        void handle(request, response);
      });
    }),
  );
  const connections = trackConnections(server);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  opsKey?.listeningOn((server.address() as AddressInfo).port);
  logger.info('server listening', { host, port, pid: process.pid, opsKeyFile: opsKey?.file });

  let stopping: Promise<void> | undefined;
  const stop = (signal: NodeJS.Signals) => {
    stopping ??= shutDown(connections, app, signal, SHUTDOWN_TIMEOUT_SECONDS * 1000);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

async function shutDown(
  connections: ReturnType<typeof trackConnections>,
  app: { close(): Promise<void> },
  signal: NodeJS.Signals,
  timeoutMs: number,
): Promise<void> {
  const started = Date.now();
  logger.info('server stopping', { signal, pid: process.pid });
  startDraining();
  const closed = connections.stopListening();
  // Keep-alive connections between requests hold the server open: close them as they fall idle.
  connections.closeIdle();
  const sweep = setInterval(() => connections.closeIdle(), 100);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = await Promise.race([
    closed.then(() => false),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs))),
  ]);
  clearInterval(sweep);
  clearTimeout(timer);
  if (timedOut) {
    logger.warn('server stop: requests still running after the timeout were cut off', { timeoutMs });
    connections.closeAll();
  }
  await app.close().catch((error: unknown) => logger.warn('next close failed', describeError(error)));
  const failed = await closeAll((name, error) =>
    logger.error('server stop: closing failed', { step: name, ...describeError(error) }),
  );
  logger.info('server stopped', { ms: Date.now() - started, pid: process.pid });
  process.exit(failed.length > 0 || timedOut ? 1 : 0);
}
