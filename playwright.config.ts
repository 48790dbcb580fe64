import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Every run starts on a new, empty embedded database: the server migrates and seeds it.
const dataDir = `.data/e2e-${process.pid}`;
// The server's outbox (verification codes, e-mails), read back by tests. Set once here in the runner,
// so the test workers it starts (which load this file again) read the same folder.
process.env.E2E_OUTBOX_DIR ??= `.data/e2e-outbox-${process.pid}`;
const outboxDir = process.env.E2E_OUTBOX_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
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
  webServer: {
    // `npm test` builds before this runs; run `npm run build` first when calling playwright alone.
    command: `npx next start -p ${PORT} -H 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/api/v1_1/common/get_global_config`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The tests stand in for the proxy in front of the site: they say who the client is.
    env: {
      PGLITE_DIR: dataDir,
      OUTBOX_DIR: outboxDir,
      NODE_ENV: 'production',
      TRUSTED_PROXIES: '127.0.0.1,::1',
    },
  },
});
