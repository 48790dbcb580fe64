import { config } from 'zod';

/**
 * Zod compiles object parsers with new Function() when it can, and finds out by trying once: under
 * the site's CSP (no 'unsafe-eval') that try is refused and reported as a violation. Zod's jitless
 * mode skips both; parsing stays correct, and our forms are too small to notice the difference.
 * Imported once on every page (components/providers/app-providers.tsx), before any form parses.
 */
config({ jitless: true });
