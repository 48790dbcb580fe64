import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Drops the run's PostgreSQL database (tests/e2e/fixtures/servers.ts), when there was one. */
export default function globalTeardown() {
  if (!process.env.TEST_DATABASE_URL || !process.env.E2E_PG_DATABASE) return;
  execFileSync(path.resolve('node_modules/.bin/tsx'), ['scripts/e2e-postgres.mts', 'drop'], {
    stdio: 'inherit',
  });
}
