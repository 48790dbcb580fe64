/**
 * Start the database when the server starts, not on the first request: PGlite takes seconds to
 * boot, migrate and (on an empty database) seed.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getApp } = await import('./server');
  await getApp();
}
