/**
 * Zod compiles object parsers with new Function() when it can, and finds out by trying once: under
 * the site's CSP (no 'unsafe-eval') that try is refused and reported as a violation. Zod's jitless
 * mode skips both; parsing stays correct, and our forms are too small to notice the difference.
 * Imported once on every page (components/providers/app-providers.tsx), before any form parses.
 *
 * Set without importing zod, so zod is not in every page's first load (it comes with the forms and
 * the browser API client, loaded on demand): zod keeps its global config on
 * globalThis.__zod_globalConfig and adopts one that is already there (zod/v4/core/core.js).
 * tests/unit/zod-no-eval.test.ts checks that the zod installed still does.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
