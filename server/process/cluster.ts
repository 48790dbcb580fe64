import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type RegistryContentType } from 'prom-client';
import { serverEnv } from '@/lib/env';
import { describeError, logger } from '@/lib/logger';
import { isMetricsMessage, METRICS_REQUEST, type MetricsMessage } from '../observability/cluster-messages';

// A worker that dies this often this soon is not going to come up (a port taken, a bad config):
// stop instead of forking forever.
const CRASH_LIMIT = 5;
const CRASH_WINDOW_MS = 60_000;
// After the workers' own stop timeout, how long the primary waits before it kills them.
const KILL_GRACE_MS = 5_000;

/**
 * The primary of `npm run start:cluster`: forks `count` server processes, which share the port
 * (node:cluster hands each new connection to the next worker), starts another when one dies,
 * passes SIGTERM and SIGINT on and exits once every worker has stopped, and answers a worker's
 * request for the whole instance's metrics (prom-client sums the workers' figures).
 */
export function runCluster(count: number): void {
  const aggregator = new AggregatorRegistry();
  const crashes: number[] = [];
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if (isMetricsMessage(message)) void answerMetrics(aggregator, worker, message.id);
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    if (code !== 0) exitCode = 1;
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info('cluster stopped', { pid: process.pid });
        process.exit(exitCode);
      }
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes.length > 0 && crashes[0]! < now - CRASH_WINDOW_MS) crashes.shift();
    logger.error('server process died', { pid: worker.process.pid, code, signal, recent: crashes.length });
    if (crashes.length >= CRASH_LIMIT) {
      logger.error('server processes keep dying; stopping the cluster', { limit: CRASH_LIMIT });
      stop('SIGTERM', 1);
      return;
    }
    fork();
  });

  const stop = (signal: NodeJS.Signals, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    logger.info('cluster stopping', { signal, workers: workers.length });
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker.process.kill(signal);
    const deadline = serverEnv().SHUTDOWN_TIMEOUT_SECONDS * 1000 + KILL_GRACE_MS;
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
    }, deadline).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  logger.info('cluster starting', { workers: count, pid: process.pid });
  for (let index = 0; index < count; index++) fork();
}

async function answerMetrics(
  aggregator: AggregatorRegistry<RegistryContentType>,
  worker: Worker,
  id: number,
) {
  try {
    const text = await aggregator.clusterMetrics();
    worker.send({ type: METRICS_REQUEST, id, text } satisfies MetricsMessage);
  } catch (error) {
    logger.warn('cluster metrics failed', describeError(error));
    worker.send({
      type: METRICS_REQUEST,
      id,
      error: String(describeError(error).error),
    } satisfies MetricsMessage);
  }
}
