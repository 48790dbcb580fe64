/**
 * The e2e suite's PostgreSQL database (tests/e2e/fixtures/servers.ts): `create` makes the run's
 * database (E2E_PG_DATABASE) on TEST_DATABASE_URL's server, first dropping those of runs older
 * than a day that never cleaned up; `drop` removes it. The server then migrates and seeds it on start.
 */
import pg from 'pg';
import { z } from 'zod';
import { scriptEnv } from '../lib/env';

const ENV = scriptEnv({
  TEST_DATABASE_URL: z.url().describe("the PostgreSQL server's admin connection"),
  E2E_PG_DATABASE: z
    .string()
    .regex(/^e2e_pg_[0-9a-z]+_\d+$/)
    .describe("the run's database"),
});

const STALE_AFTER_MS = 24 * 60 * 60_000;
const PREFIX = 'e2e_pg_';

export async function onAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: ENV.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

export async function createE2eDatabase() {
  const name = ENV.E2E_PG_DATABASE;
  await onAdmin(async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [PREFIX],
    );
    for (const { datname } of rows) {
      const started = parseInt(datname.slice(PREFIX.length).split('_')[0] ?? '', 36);
      if (datname === name || Date.now() - started > STALE_AFTER_MS) {
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    }
    await admin.query(`CREATE DATABASE ${name}`);
  });
}

export async function dropE2eDatabase() {
  const name = ENV.E2E_PG_DATABASE;
  await onAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv[2];
  if (command === 'create') await createE2eDatabase();
  else if (command === 'drop') await dropE2eDatabase();
  else throw new Error('usage: tsx scripts/e2e-postgres.mts create|drop');
}
