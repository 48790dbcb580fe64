import { createApp, type App } from './app';
import { getDatabase } from './db';
import { startJobs } from './jobs/runner';
import { messageProviderFromEnv } from './providers/messaging/provider';
import { paymentGatewayFromEnv } from './providers/payment/provider';

const globalForApp = globalThis as typeof globalThis & { __rentcarApp?: Promise<App> };

/** The API of this process on its migrated, seeded database, with its background jobs running. */
export function getApp(): Promise<App> {
  globalForApp.__rentcarApp ??= getDatabase().then(({ db }) => {
    const messages = messageProviderFromEnv();
    const gateway = paymentGatewayFromEnv(db);
    startJobs(db, messages, gateway);
    return createApp({ db, messages, gateway });
  });
  return globalForApp.__rentcarApp;
}
