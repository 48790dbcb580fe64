import { serverEnv } from './lib/env';

/**
 * Start the database when the server starts, not on the first request: PGlite takes seconds to
 * boot, migrate and (on an empty database) seed.
 */
export async function register() {
  const { NEXT_RUNTIME, NEXT_PHASE } = serverEnv();
  if (NEXT_RUNTIME !== 'nodejs' || NEXT_PHASE === 'phase-production-build') return;
  const { getApp } = await import('./server');
  await getApp();
}
