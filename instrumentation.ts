import { serverEnv } from './lib/env';

/**
 * Start the database when the server starts, not on the first request: PGlite takes seconds to
 * boot, migrate and (on an empty database) seed.
 */
export async function register() {
  // NEXT_RUNTIME is not configuration: Next writes it into each runtime's bundle, and only a check
  // written out here lets the edge bundle drop the server import below (read through lib/env.ts,
  // the edge instrumentation bundles PGlite and pg and warns of Node.js APIs).
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (serverEnv().NEXT_PHASE === 'phase-production-build') return;
  const { dropWritesToClosedOutput } = await import('./server/process/broken-output');
  dropWritesToClosedOutput();
  if (serverEnv().NODE_ENV === 'production') {
    // `next start` as `npm start`: no production server without the site's address.
    const { exitWithoutSiteUrl } = await import('./server/process/site-url-required');
    exitWithoutSiteUrl();
  }
  const { guardNodeRequests } = await import('./server/http/node-guard');
  guardNodeRequests();
  const { NODE_ENV, DATABASE_URL, PGLITE_DIR, PORT } = serverEnv();
  if (NODE_ENV === 'development' && !DATABASE_URL) {
    // `next dev` holds the embedded database too: like the production server (server/process/serve.ts)
    // it tells `npm run ops` where to send its commands instead of opening the database under it.
    const { publishOpsKey } = await import('./server/process/ops-key');
    const path = await import('node:path');
    publishOpsKey({ pgliteDir: path.resolve(process.cwd(), PGLITE_DIR), host: '127.0.0.1', port: PORT });
  }
  const { getApp } = await import('./server');
  await getApp();
}
