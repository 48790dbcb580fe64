// The production server: `npm start` runs one process, `npm run start:cluster` one per core (or
// WEB_CONCURRENCY) on the same port. Build first (`npm run build`). See server/process/serve.ts
// for what a stop does, and the README's "Running in production" for a fleet of machines.
import cluster from 'node:cluster';
import os from 'node:os';
import { enterProductionMode, serverEnv } from '@/lib/env';
import { logger } from '@/lib/logger';
import { dropWritesToClosedOutput } from './broken-output';
import { runCluster } from './cluster';
import { exitWithoutSiteUrl } from './site-url-required';
import { serve } from './serve';

enterProductionMode();
dropWritesToClosedOutput();
const wantsCluster = process.argv.includes('--cluster');

exitWithoutSiteUrl();

if (wantsCluster && cluster.isPrimary) {
  const count = serverEnv().WEB_CONCURRENCY ?? os.availableParallelism();
  if (count > 1 && !serverEnv().DATABASE_URL) {
    logger.error(
      'start:cluster needs DATABASE_URL (PostgreSQL): the embedded database belongs to one process. ' +
        'Run `npm start` for one process on it, or set WEB_CONCURRENCY=1.',
    );
    process.exit(2);
  }
  runCluster(count);
} else {
  await serve();
}
