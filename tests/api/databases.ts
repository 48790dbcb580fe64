import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DbHandle } from '@/server/db/client';
import { freshmanOff } from './booking-fixtures';
import { testClient, type TestClient } from './client';
import { databaseUrl, dropDatabase, newDatabaseName, onAdminDatabase } from './templates';
import { temporaryOutbox } from './verification-fixtures';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

type OpenOptions = {
  /** false: migrated but without the seed data */
  seed?: boolean;
  /** PostgreSQL connections (PGlite has one) */
  poolSize?: number;
};

/**
 * A new, migrated and (unless `seed: false`) seeded database of the given kind that nothing else
 * uses, copied from the run's templates (global-setup.ts). A PostgreSQL one is a database of its
 * own, created from the template and dropped by close(), so test files never see each other.
 */
export async function openTestDatabase(kind: DatabaseKind, options: OpenOptions = {}) {
  const templates = inject('apiTestTemplates');
  const variant = options.seed === false ? 'empty' : 'seeded';
  if (kind === 'pglite') {
    const dump = await readFile(templates.pglite[variant]);
    return openPglite(undefined, { loadDataDir: new Blob([dump]) });
  }
  if (!templates.postgres) throw new Error('PostgreSQL tests need TEST_DATABASE_URL set for the whole run');
  const { adminUrl, runPrefix } = templates.postgres;
  const name = newDatabaseName(runPrefix);
  await onAdminDatabase(adminUrl, (admin) =>
    admin.query(`CREATE DATABASE ${name} TEMPLATE ${templates.postgres![variant]}`),
  );
  const url = databaseUrl(adminUrl, name);
  const handle: DbHandle = await openPostgres(url, options.poolSize ?? 10);
  return {
    ...handle,
    /** the database's address, for a second pool on it (another instance of the API) */
    url,
    close: async () => {
      await handle.close();
      await onAdminDatabase(adminUrl, (admin) => dropDatabase(admin, name));
    },
  };
}

export type TestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;

type SuiteOptions = OpenOptions & {
  /** the API's messages (codes, e-mails) written to a temporary outbox folder, read back as `outbox` */
  outbox?: boolean;
  /** false: the freshman event switched off, so bookings are priced without its discount */
  freshman?: boolean;
};

type Outbox = Awaited<ReturnType<typeof temporaryOutbox>>;

/**
 * The usual start of an API suite: a database of its own for the surrounding describe block, opened
 * before its tests and closed after them, and a client for the API on it; with `outbox: true` the
 * API's messages go to a temporary outbox folder (`outbox`, removed after the tests). Use
 * `database`, `client` and `outbox` inside hooks and tests (they stand for what beforeAll opened).
 */
export function useApiDatabase(kind: DatabaseKind, options: SuiteOptions = {}) {
  let opened: { database: TestDatabase; client: TestClient; outbox: Outbox | undefined } | undefined;
  const current = () => {
    if (!opened) throw new Error('The test database opens in beforeAll: use it inside hooks and tests');
    return opened;
  };
  const currentOutbox = () => {
    const { outbox } = current();
    if (!outbox) throw new Error('This suite has no outbox: pass { outbox: true } to useApiDatabase');
    return outbox;
  };
  beforeAll(async () => {
    const database = await openTestDatabase(kind, options);
    const outbox = options.outbox ? await temporaryOutbox() : undefined;
    opened = {
      database,
      outbox,
      client: testClient(database.db, outbox ? { messages: outbox.provider } : {}),
    };
    if (options.freshman === false) await freshmanOff(database.db);
  });
  afterAll(async () => {
    await opened?.database.close();
    await opened?.outbox?.remove();
    opened = undefined;
  });
  const database = {
    kind,
    get db() {
      return current().database.db;
    },
  };
  const client: TestClient = {
    get app() {
      return current().client.app;
    },
    get: (...args) => current().client.get(...args),
    delete: (...args) => current().client.delete(...args),
    postForm: (...args) => current().client.postForm(...args),
  };
  const outbox: Omit<Outbox, 'remove'> = {
    get dir() {
      return currentOutbox().dir;
    },
    get provider() {
      return currentOutbox().provider;
    },
    read: () => currentOutbox().read(),
    lastSms: (to) => currentOutbox().lastSms(to),
  };
  return { database, client, outbox };
}
