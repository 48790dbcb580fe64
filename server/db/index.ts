import path from 'node:path';
import { serverEnv } from '@/lib/env';
import { CLOSE_ORDER, onStop } from '../lifecycle';
import { watchPool } from '../observability/metrics';
import { openPglite, openPostgres, type DbHandle } from './client';
import { seedIfEmpty } from './seed';

// One database per process, kept on globalThis so Next's dev reloads do not open a second PGlite
// on the same directory.
const globalForDb = globalThis as typeof globalThis & { __rentcarDb?: Promise<DbHandle> };

async function start(): Promise<DbHandle> {
  const config = serverEnv();
  const handle = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL)
    : await openPglite(path.resolve(/* turbopackIgnore: true */ process.cwd(), config.PGLITE_DIR));
  await handle.migrate();
  if (config.SEED === 'auto') await seedIfEmpty(handle.db);
  watchPool(handle.kind, handle.poolStats);
  onStop('database', CLOSE_ORDER.database, () => handle.close());
  return handle;
}

/** The migrated, seeded database of this process. The first call starts it. */
export function getDatabase(): Promise<DbHandle> {
  globalForDb.__rentcarDb ??= start().catch((error: unknown) => {
    globalForDb.__rentcarDb = undefined;
    throw error;
  });
  return globalForDb.__rentcarDb;
}
