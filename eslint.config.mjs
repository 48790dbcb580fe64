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
  ...features.map((name) => ({
    target: `./features/${name}`,
    from: './features',
    except: [`./${name}`],
    message: 'a feature never imports another feature; compose them in the route.',
  })),
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.data/**',
      'node_modules/**',
      'next-env.d.ts',
      'playwright-report/**',
      'test-results/**',
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
    },
  },
];

export default config;
