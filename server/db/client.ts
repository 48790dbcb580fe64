import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { describeError, logger } from '@/lib/logger';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the API works with, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** the connections open, idle, and requests waiting for one (PGlite: its one connection) */
  poolStats(): { total: number; idle: number; waiting: number };
};

// Instances of a fleet start together against one PostgreSQL: one migrates while the others wait
// (a session lock, released when its connection closes; drizzle's migrator runs on the pool).
const MIGRATION_LOCK = 7281000;

// Read at run time from the project folder (not bundled): drizzle's migrator lists the files itself.
export const migrationsFolder = path.join(/* turbopackIgnore: true */ process.cwd(), 'server/db/migrations');

/**
 * PGlite: on disk under `dataDir`, or in memory when dataDir is undefined (tests). `loadDataDir`
 * starts it from a dumpDataDir() tarball instead of an empty cluster (the API tests' template).
 */
export async function openPglite(
  dataDir?: string,
  { loadDataDir }: { loadDataDir?: Blob } = {},
): Promise<DbHandle> {
  const [{ PGlite }, { btree_gist }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ?? 'memory://', { extensions: { btree_gist }, loadDataDir });
  const db = drizzle({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
  };
}

export async function openPostgres(connectionString: string, max = 10): Promise<DbHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection the server drops (restart, failover, a dropped test database) must not
  // crash the process: the pool replaces it on the next query.
  pool.on('error', (error) => logger.warn('idle database connection lost', describeError(error)));
  const db = drizzle({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // A connection outside the pool: the pool may have only one, which the migrator needs.
      const lock = new pg.Client({ connectionString });
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(db, { migrationsFolder });
      } finally {
        await lock.end();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
