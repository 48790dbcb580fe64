import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { existsSync, readdirSync } from 'node:fs';

// Import boundaries (DESIGN.md §3): lib → features → app; server never reaches into the UI;
// a feature never imports another feature (routes compose them).
const featuresDir = new URL('./features', import.meta.url);
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

const zones = [
  {
    target: './lib',
    from: ['./features', './components', './app'],
    message: 'lib is shared by everything; it cannot depend on the UI.',
  },
  {
    target: './components',
    from: ['./features', './app'],
    message: 'shared components hold no feature logic.',
  },
  {
    target: './features',
    from: ['./app'],
    message: 'features are composed by routes, not the other way round.',
  },
  {
    target: './server',
    from: ['./features', './components', './app'],
    message: 'the API never imports the website.',
  },
  {
    target: './server/domain',
    from: ['./server/http', './server/routes'],
    message: 'the domain returns values and throws domain errors; server/http maps them to envelopes',
  },
  ...features.map((name) => ({
    target: `./features/${name}`,
    from: './features',
    except: [`./${name}`],
    message: 'a feature never imports another feature; compose them in the route.',
  })),
];

const ENV_MESSAGE =
  'read configuration through lib/env.ts (serverEnv, publicEnv, scriptEnv), not process.env';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '**/.next/**',
      '.next-*/**',
      '.data/**',
      'node_modules/**',
      'next-env.d.ts',
      'playwright-report/**',
      'test-results/**',
      'test-results-fleet/**',
      'public/sw.js',
    ],
  },
  {
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'import/no-cycle': ['error', { maxDepth: 3, ignoreExternal: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // One env module (lib/env.ts) validates every variable; nothing else reads process.env.
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: ENV_MESSAGE }],
      'no-restricted-imports': [
        'error',
        {
          paths: ['process', 'node:process'].map((name) => ({
            name,
            importNames: ['env'],
            message: ENV_MESSAGE,
          })),
        },
      ],
    },
  },
  {
    // The env module itself, and tests and their runners' configs, which set up their own processes.
    files: [
      'lib/env.ts',
      'tests/**',
      '**/*.test.{ts,tsx}',
      'playwright.config.ts',
      'playwright.fleet.config.ts',
      'vitest.config.mts',
    ],
    rules: { 'no-restricted-properties': 'off', 'no-restricted-imports': 'off' },
  },
];

export default config;
