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

// lib says who runs it: lib/site is the website's own (its transports, store, behaviours, links,
// forms, react-query); everything else in lib is run by both the website and the API (the contract,
// the bill, money, time, the rent-info codec, the i18n and booking rules).
const libDir = new URL('./lib', import.meta.url);
const sharedLib = existsSync(libDir)
  ? readdirSync(libDir)
      .filter((name) => name !== 'site')
      .map((name) => `./lib/${name}`)
  : [];

const zones = [
  {
    target: sharedLib,
    from: './lib/site',
    message: "lib's shared part is run by the API too: it cannot depend on the website's (lib/site).",
  },
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
    from: ['./features', './components', './app', './lib/site'],
    message: "the API never imports the website (lib's shared part only, not lib/site).",
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
const ENV_PATHS = ['process', 'node:process'].map((name) => ({
  name,
  importNames: ['env'],
  message: ENV_MESSAGE,
}));

// Performance mechanics live at the seams (issue 29): code loads later only through the browser's
// transport (the API client and the contract's schemas), the forms' resolvers, and next/dynamic for
// a part of the page that loads when it is wanted. Server-side loaders that choose a driver or a
// language are seams of their own, listed with their reason.
const LAZY_SEAMS = [
  'lib/site/api/lazy-browser.ts', // the browser's API client (axios, zod) loads with its first call
  'lib/site/api/browser.ts', // the global config's built-in snapshot, only when the API cannot be reached
  'lib/site/api/endpoints.ts', // each answer's schema loads with the first call that needs it
  'lib/site/api/server.ts', // the in-process API (server/) loads with the first server read
  'lib/site/forms/form-resolvers.ts', // a form's schema, zod and zodResolver load with its first check
  'lib/site/i18n/request.ts', // next-intl's messages of the request's language
  'server/db/client.ts', // the database driver the configuration names (PGlite or pg)
  'server/process/serve.ts', // the built Next server, once the process knows its role
  'instrumentation.ts', // Next's start-up hook: the Node-only server parts, only in the Node runtime
];
const LAZY_MESSAGE =
  'import() belongs to a seam (eslint.config.mjs LAZY_SEAMS): call the API through lib/site/api/endpoints.ts, ' +
  'check a form with lib/site/forms/form-resolvers.ts, or load a component with next/dynamic';

// Only api files talk to the API (the one shape, tests/unit/api-shape.test.ts): components and hooks
// use their hooks, server pages their queryOptions.
const TRANSPORT_IMPORTS = [
  {
    group: ['**/site-store-provider'],
    importNames: ['useApi'],
    message: 'call the API from an api file (features/<feature>/api)',
  },
  {
    group: [
      '@/lib/site/api/server',
      '@/lib/site/api/browser',
      '@/lib/site/api/lazy-browser',
      '@/lib/site/api/client',
    ],
    message: 'call the API from an api file (features/<feature>/api)',
  },
];
const CONTRACT_IMPORTS = [
  {
    group: ['@/lib/api/contract', '@/lib/api/contract/*'],
    message: "a feature's components read the site's own types: map the answer in the feature's to-site.ts",
  },
];

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
      'no-restricted-imports': ['error', { paths: ENV_PATHS }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportExpression:not(CallExpression[callee.name="dynamic"] > ArrowFunctionExpression ImportExpression)',
          message: LAZY_MESSAGE,
        },
      ],
    },
  },
  // Seams, and tests and tools, which load modules when they run (vi.importActual, a benchmark's server).
  {
    files: [...LAZY_SEAMS, 'tests/**', 'scripts/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['features/**', 'components/**'],
    ignores: ['**/api/**', 'components/providers/**'],
    rules: { 'no-restricted-imports': ['error', { paths: ENV_PATHS, patterns: TRANSPORT_IMPORTS }] },
  },
  {
    files: ['features/*/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ENV_PATHS, patterns: [...TRANSPORT_IMPORTS, ...CONTRACT_IMPORTS] },
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
