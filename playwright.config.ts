import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium';
import {
  E2E_PORT,
  POSTGRES_PORT,
  postgresDatabaseUrl,
  SHORT_HOLD_PORT,
  SHORT_HOLD_SECONDS,
} from './tests/e2e/fixtures/servers';

const PORT = E2E_PORT;
// Every run starts on a new, empty embedded database: the server migrates and seeds it.
const dataDir = `.data/e2e-${process.pid}`;
// The server's outbox (verification codes, e-mails), read back by tests. Set once here in the runner,
// so the test workers it starts (which load this file again) read the same folder.
process.env.E2E_OUTBOX_DIR ??= `.data/e2e-outbox-${process.pid}`;
const outboxDir = process.env.E2E_OUTBOX_DIR;

// On CI (TEST_DATABASE_URL), a third server on a PostgreSQL database of this run (named once here,
// in the runner; its workers inherit the name), created before that server starts.
if (process.env.TEST_DATABASE_URL) {
  process.env.E2E_PG_DATABASE ??= `e2e_pg_${Date.now().toString(36)}_${process.pid}`;
}
const postgresUrl = postgresDatabaseUrl();

// The production server (npm start: server/process/start.ts), as deployed.
const START = 'node --import tsx server/process/start.ts';

const server = (port: number, env: Record<string, string>) => ({
  // `npm test` builds before this runs; run `npm run build` first when calling playwright alone.
  command: START,
  url: `http://127.0.0.1:${port}/api/v1_1/common/get_global_config`,
  timeout: 180_000,
  reuseExistingServer: false,
  // The tests stand in for the proxy in front of the site: they say who the client is.
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    // The production server needs the site's address (its canonical links; cached pages).
    SITE_URL: `http://127.0.0.1:${port}`,
    OUTBOX_DIR: outboxDir,
    NODE_ENV: 'production',
    TRUSTED_PROXIES: '127.0.0.1,::1',
    ...env,
  },
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two, on CI too: the browser waits on the server much of the time, so two workers on two cores
  // took the suite from 21.6 to 15.6 min (2026-11-26), all passing.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Assertions wait for the thing itself: a lazy chunk on a busy machine can take more than the
  // default 5 s. A test that fails still fails, only later.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    server(PORT, { PGLITE_DIR: dataDir }),
    server(SHORT_HOLD_PORT, {
      PGLITE_DIR: `${dataDir}-short-hold`,
      PAYMENT_WINDOW_SECONDS: String(SHORT_HOLD_SECONDS),
    }),
    ...(postgresUrl
      ? [
          {
            ...server(POSTGRES_PORT, { DATABASE_URL: postgresUrl }),
            command: `npx tsx scripts/e2e-postgres.mts create && ${START}`,
          },
        ]
      : []),
  ],
  globalTeardown: './tests/e2e/global-teardown.ts',
});
