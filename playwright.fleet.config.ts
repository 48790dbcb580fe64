import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium';

/**
 * The car-list and booking flows of the e2e suite, through the fleet test's load balancer (nginx in
 * front of two instances): `npm run test:fleet` starts everything and runs these with FLEET_ORIGIN
 * and E2E_OUTBOX_DIR (the instances' shared outbox) set. Not meant to be run alone.
 */
const origin = process.env.FLEET_ORIGIN;
if (!origin)
  throw new Error('playwright.fleet.config.ts runs under `npm run test:fleet` (FLEET_ORIGIN unset)');

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: ['car-list.spec.ts', 'booking-flow.spec.ts', 'booking-fill-in.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: 'line',
  // Its own folder: a run of the main suite empties test-results/.
  outputDir: 'test-results-fleet',
  use: {
    baseURL: origin,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
