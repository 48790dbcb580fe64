// Customer service's command: `npm run ops -- <command>` (see scripts/ops/run.ts for the commands).
// Uses DATABASE_URL when set, otherwise the embedded database under PGLITE_DIR (.data/pglite), like
// scripts/db.mts. The embedded database takes one process at a time: stop the site first, or run
// the site on PostgreSQL (DATABASE_URL) to use this command while it serves.
import path from 'node:path';
import { z } from 'zod';
import { scriptEnv, serverEnv } from '../lib/env';
import { openPglite, openPostgres } from '../server/db/client';
import { paymentGatewayFromEnv } from '../server/providers/payment/provider';
import { runOps } from './ops/run';

const { DATABASE_URL, PGLITE_DIR } = serverEnv();
const handle = DATABASE_URL
  ? await openPostgres(DATABASE_URL, 2)
  : await openPglite(path.resolve(PGLITE_DIR));
let code = 1;
try {
  await handle.migrate();
  code = await runOps(
    process.argv.slice(2),
    {
      db: handle.db,
      gateway: paymentGatewayFromEnv(handle.db),
      env: scriptEnv({ OPERATOR: z.string().optional(), USER: z.string().optional() }),
    },
    { out: (line) => console.log(line), err: (line) => console.error(line) },
  );
} catch (error) {
  console.error(`failed: ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
} finally {
  await handle.close();
}
process.exitCode = code;
