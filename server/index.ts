import { createApp, type App } from './app';
import { getDatabase } from './db';
import { startJobs } from './jobs/runner';
import { serverEnv } from '@/lib/env';
import { connectRedis } from './domain/rate-limit/redis';
import { CLOSE_ORDER, onStop } from './lifecycle';
import { messageProviderFromEnv } from './providers/messaging/provider';
import { paymentGatewayFromEnv } from './providers/payment/provider';

const globalForApp = globalThis as typeof globalThis & { __rentcarApp?: Promise<App> };

/** The API of this process on its migrated, seeded database, with its background jobs running. */
export function getApp(): Promise<App> {
  globalForApp.__rentcarApp ??= getDatabase().then(async ({ db }) => {
    const redisUrl = serverEnv().REDIS_URL;
    if (redisUrl) await connectRedis(redisUrl);
    const messages = messageProviderFromEnv();
    const gateway = paymentGatewayFromEnv(db);
    onStop('jobs', CLOSE_ORDER.jobs, startJobs(db, messages, gateway));
    return createApp({ db, messages, gateway });
  });
  return globalForApp.__rentcarApp;
}
