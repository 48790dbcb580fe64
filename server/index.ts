import { createApp, type App } from './app';
import { getDatabase } from './db';
import { startJobs } from './jobs/runner';
import { messageProviderFromEnv } from './providers/messaging/provider';

const globalForApp = globalThis as typeof globalThis & { __rentcarApp?: Promise<App> };

/** The API of this process on its migrated, seeded database, with its background jobs running. */
export function getApp(): Promise<App> {
  globalForApp.__rentcarApp ??= getDatabase().then(({ db }) => {
    const messages = messageProviderFromEnv();
    startJobs(db, messages);
    return createApp({ db, messages });
  });
  return globalForApp.__rentcarApp;
}
