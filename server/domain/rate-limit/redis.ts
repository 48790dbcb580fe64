import { Redis } from 'ioredis';
import { describeError, logger } from '@/lib/logger';
import { CLOSE_ORDER, onStop } from '../../lifecycle';

let client: Redis | undefined;

/**
 * One Redis connection per process (REDIS_URL). No offline queue: while Redis is unreachable a
 * command fails at once and the limiter's in-memory insurance answers instead of waiting.
 */
export function getRedis(url: string): Redis {
  if (!client) {
    client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    client.on('error', (error) => logger.warn('redis error', describeError(error)));
    const opened = client;
    onStop('redis', CLOSE_ORDER.connections, async () => {
      await opened.quit().catch(() => opened.disconnect());
    });
  }
  return client;
}

const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Opens the connection and waits until Redis answers, so the first limited request of a new
 * instance counts in Redis with every other instance's, not in this process's insurance limiter
 * (which is what a command before the connection is up falls back to). Called once when the server
 * starts; if Redis does not answer in time the server starts anyway, on the insurance limiter.
 */
export async function connectRedis(url: string): Promise<void> {
  const redis = getRedis(url);
  if (redis.status === 'ready') return;
  const ready = new Promise<boolean>((resolve) => {
    redis.once('ready', () => resolve(true));
    setTimeout(() => resolve(false), CONNECT_TIMEOUT_MS).unref();
  });
  if (!(await ready)) {
    logger.warn('redis did not answer at start: limits are per process until it does', {
      timeoutMs: CONNECT_TIMEOUT_MS,
    });
  }
}
