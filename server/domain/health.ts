import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describeError, logger } from '@/lib/logger';
import type { Db } from '../db/client';
import { migrationsFolder } from '../db/client';
import { isDraining } from '../lifecycle';

export const readinessSchema = z.object({
  ready: z.boolean().describe('true when every check below passes'),
  database: z.boolean().describe('the database answered a query within the time limit'),
  migrations: z.boolean().describe('the newest migration this build ships is applied'),
  draining: z.boolean().describe('the instance is stopping and takes no new traffic'),
});
export type Readiness = z.infer<typeof readinessSchema>;

const QUERY_TIMEOUT_MS = 2_000;

/** When the newest migration of this build was written (drizzle's journal), read once. */
let newestMigration: number | undefined;
function newestMigrationMillis(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    newestMigration = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return newestMigration;
}

// created_at is a bigint: a string from pg, a BigInt from PGlite.
const newestRowsSchema = z.object({
  rows: z.array(z.object({ newest: z.union([z.string(), z.number(), z.bigint()]).nullable() })),
});

const presentRowsSchema = z.object({ rows: z.array(z.object({ present: z.boolean() })) });

/** Whether the newest migration of this build is applied (drizzle records each it applies). */
async function migrationsApplied(db: Db): Promise<boolean> {
  const table = await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!presentRowsSchema.parse(table).rows[0]?.present) return false;
  const result = await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
  const [row] = newestRowsSchema.parse(result).rows;
  return Number(row?.newest ?? 0) >= newestMigrationMillis();
}

const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (
        clearTimeout(timer),
        reject(error instanceof Error ? error : new Error(String(error)))
      ),
    );
  });

/**
 * Whether this instance should get traffic: the database answers, its schema is this build's, and
 * the instance is not stopping. A load balancer takes an instance out while this says no.
 */
export async function readiness(db: Db, draining = isDraining()): Promise<Readiness> {
  let database = false;
  let migrations = false;
  try {
    migrations = await within(migrationsApplied(db), QUERY_TIMEOUT_MS);
    database = true;
  } catch (error) {
    logger.warn('readiness: the database did not answer', describeError(error));
  }
  return { ready: database && migrations && !draining, database, migrations, draining };
}
