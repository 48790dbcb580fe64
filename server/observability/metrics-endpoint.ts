import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import { serverEnv } from '@/lib/env';
import { isMetricsMessage, METRICS_REQUEST, type MetricsMessage } from './cluster-messages';
import { METRICS_CONTENT_TYPE, processMetrics } from './metrics';

const PRIMARY_TIMEOUT_MS = 6_000;
let nextId = 0;
const waiting = new Map<number, (message: MetricsMessage) => void>();

function askPrimary(): Promise<string> {
  if (waiting.size === 0 && !listening) listen();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('the primary did not answer'));
    }, PRIMARY_TIMEOUT_MS);
    waiting.set(id, (message) => {
      clearTimeout(timer);
      waiting.delete(id);
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(message.error ?? 'no metrics'));
    });
    process.send?.({ type: METRICS_REQUEST, id } satisfies MetricsMessage);
  });
}

let listening = false;
function listen() {
  listening = true;
  process.on('message', (message: unknown) => {
    if (isMetricsMessage(message)) waiting.get(message.id)?.(message);
  });
}

/**
 * The metrics of this instance: under `npm run start:cluster` the primary sums its workers'
 * (server/process/cluster.ts), so a scrape of any worker sees every process; a single process
 * answers its own.
 */
async function instanceMetrics(): Promise<string> {
  if (cluster.isWorker && process.send) return askPrimary();
  return processMetrics();
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the Authorization header carries the token (compared in constant time). */
function carriesToken(request: Request, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/** Loopback, as the Node guard reports the client (X-Forwarded-For, rewritten to one address). */
const fromLoopback = (request: Request) =>
  /^(127\.\d+\.\d+\.\d+|::1)$/.test(request.headers.get('x-forwarded-for') ?? '');

/**
 * GET /metrics, in Prometheus's text format. With METRICS_TOKEN set only a scraper that sends it
 * as a Bearer token gets an answer; without it only a client on this machine does, so the figures
 * are never public by accident.
 */
export async function metricsAnswer(
  request: Request,
  token: string | undefined = serverEnv().METRICS_TOKEN,
): Promise<Response> {
  if (token ? !carriesToken(request, token) : !fromLoopback(request)) {
    return new Response(token ? 'Unauthorized' : 'Not Found', {
      status: token ? 401 : 404,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        ...(token ? { 'WWW-Authenticate': 'Bearer' } : {}),
      },
    });
  }
  return new Response(await instanceMetrics(), {
    headers: { 'Content-Type': METRICS_CONTENT_TYPE, 'Cache-Control': 'no-store' },
  });
}
