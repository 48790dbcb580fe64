import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs `run` on a new PostgreSQL database created beside `adminUrl`'s, dropped afterwards. */
export async function withPostgresDatabase<T>(
  adminUrl: string,
  run: (url: string) => Promise<T>,
): Promise<T> {
  const name = `rentcar_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
