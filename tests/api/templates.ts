import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres, type DbHandle } from '@/server/db/client';
import { seed } from '@/server/db/seed';

/**
 * The databases every API test file starts from, built once per run by global-setup.ts: migrated
 * ('empty') and migrated and seeded ('seeded'). PGlite ones are dumpDataDir() tarballs on disk;
 * PostgreSQL ones are template databases that CREATE DATABASE … TEMPLATE copies.
 */
export type ApiTestTemplates = {
  pglite: { empty: string; seeded: string };
  postgres: { adminUrl: string; runPrefix: string; empty: string; seeded: string } | null;
};

declare module 'vitest' {
  export interface ProvidedContext {
    apiTestTemplates: ApiTestTemplates;
  }
}

// Every database a run creates is named `api_test_<start time>_<pid>_<random>_…`: unique per run, so
// two runs on one server never collide, and dated, so a crashed run's leftovers can be swept later.
const NAME_PREFIX = 'api_test_';
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

const randomSuffix = () => randomBytes(3).toString('hex');

export const newRunPrefix = () => `${NAME_PREFIX}${Date.now().toString(36)}_${process.pid}_${randomSuffix()}`;

/** A name for one test file's database, under its run's prefix. */
export const newDatabaseName = (runPrefix: string) => `${runPrefix}_${process.pid}_${randomSuffix()}`;

/** A PostgreSQL URL with another database name. */
export function databaseUrl(adminUrl: string, database: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs statements on the server's admin database (the one TEST_DATABASE_URL names). */
export async function onAdminDatabase<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Builds the PGlite templates as two tarballs in `dir`. */
export async function buildPgliteTemplates(dir: string): Promise<ApiTestTemplates['pglite']> {
  const templates = { empty: path.join(dir, 'empty.tar'), seeded: path.join(dir, 'seeded.tar') };
  const handle = await openPglite();
  // drizzle's PGlite driver keeps its client as $client; the handle does not expose it otherwise.
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  // Uncompressed: loading is as fast either way, and dumping skips the gzip.
  const dumpTo = async (file: string) =>
    writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  try {
    await handle.migrate();
    await dumpTo(templates.empty);
    await seed(handle.db);
    await dumpTo(templates.seeded);
  } finally {
    await handle.close();
  }
  return templates;
}

/** Builds the PostgreSQL template databases, and leaves nothing connected to them. */
export async function buildPostgresTemplates(
  adminUrl: string,
  runPrefix: string,
): Promise<NonNullable<ApiTestTemplates['postgres']>> {
  const templates = { adminUrl, runPrefix, empty: `${runPrefix}_empty`, seeded: `${runPrefix}_seeded` };
  const inDatabase = async (name: string, work: (handle: DbHandle) => Promise<void>) => {
    const handle = await openPostgres(databaseUrl(adminUrl, name), 1);
    try {
      await work(handle);
    } finally {
      await handle.close();
    }
  };
  await onAdminDatabase(adminUrl, (admin) => admin.query(`CREATE DATABASE ${templates.empty}`));
  await inDatabase(templates.empty, (handle) => handle.migrate());
  await onAdminDatabase(adminUrl, (admin) =>
    admin.query(`CREATE DATABASE ${templates.seeded} TEMPLATE ${templates.empty}`),
  );
  await inDatabase(templates.seeded, (handle) => seed(handle.db));
  return templates;
}

/**
 * Drops a database once the connections its closed pool is still shutting down are gone (a pool's
 * end() resolves before its sockets close); FORCE ends any a failed test left open.
 */
export async function dropDatabase(admin: pg.Client, name: string) {
  for (let waited = 0; waited < 5_000; waited += 50) {
    const { rows } = await admin.query<{ open: number }>(
      'SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0]!.open === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Drops every database of this run: the test files' ones a failure left, then the templates. */
export async function dropRunDatabases(adminUrl: string, runPrefix: string) {
  await onAdminDatabase(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [`${runPrefix}_`],
    );
    const templates = new Set([`${runPrefix}_empty`, `${runPrefix}_seeded`]);
    const files = rows.map((row) => row.datname).filter((name) => !templates.has(name));
    for (const name of [...files, ...templates]) await dropDatabase(admin, name);
  });
}

/** Drops what runs that crashed a day or more ago left behind (a live run is never that old). */
export async function sweepStaleDatabases(adminUrl: string) {
  await onAdminDatabase(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [NAME_PREFIX],
    );
    for (const { datname } of rows) {
      const started = parseInt(/^api_test_([0-9a-z]+)_/.exec(datname)?.[1] ?? '', 36);
      if (Date.now() - started > STALE_AFTER_MS) {
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    }
  });
}
