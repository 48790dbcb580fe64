import { createApp, type App } from './app';
import { getDatabase } from './db';

const globalForApp = globalThis as typeof globalThis & { __rentcarApp?: Promise<App> };

/** The API of this process on its migrated, seeded database. */
export function getApp(): Promise<App> {
  globalForApp.__rentcarApp ??= getDatabase().then(({ db }) => createApp({ db }));
  return globalForApp.__rentcarApp;
}
