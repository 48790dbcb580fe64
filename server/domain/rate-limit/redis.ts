import { Redis } from 'ioredis';
import { describeError, logger } from '@/lib/logger';

let client: Redis | undefined;

/**
 * One Redis connection per process (REDIS_URL). No offline queue: while Redis is unreachable a
 * command fails at once and the limiter's in-memory insurance answers instead of waiting.
 */
export function getRedis(url: string): Redis {
  if (!client) {
    client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    client.on('error', (error) => logger.warn('redis error', describeError(error)));
  }
  return client;
}
