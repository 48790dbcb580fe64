import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./', import.meta.url)) };

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', '{lib,features,components,server}/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup-dom.ts'],
          // Generous: two CPU-bound neighbours can make a render-heavy test take seconds.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Migrates and seeds once per run; each file copies the result (tests/api/templates.ts).
          globalSetup: ['tests/api/global-setup.ts'],
          // Each file still starts its own PGlite, which is CPU-bound: two at a time on two cores.
          maxWorkers: 2,
          // A worker runs its files one after another in one module cache instead of a new process
          // each: a quarter less time. The price: vi.mock does not belong in these tests (a module
          // another file loaded first stays real); hand the app its dependencies instead.
          // tests/api/setup.ts puts timers, spies, env and globals back after each file.
          isolate: false,
          setupFiles: ['tests/api/setup.ts'],
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // tests/fuzz: every API operation gets generated input (npm run test:fuzz).
          name: 'fuzz',
          include: ['tests/fuzz/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          sequence: { groupOrder: 2 },
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
