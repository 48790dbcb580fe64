import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DbHandle } from '@/server/db/client';
import { seed } from '@/server/db/seed';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * A new, migrated and seeded database of the given kind that nothing else uses. A PostgreSQL one
 * is a database of its own, created here and dropped by close(), so runs never see each other.
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  options: { seed?: boolean; poolSize?: number } = {},
) {
  let handle: DbHandle;
  let drop = async () => {};
  if (kind === 'pglite') {
    handle = await openPglite();
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `rentcar_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    handle = await openPostgres(url.toString(), options.poolSize ?? 10);
    drop = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  await handle.migrate();
  if (options.seed !== false) await seed(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

export type TestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;
