// Customer service's command: `npm run ops -- <command>` (see server/ops-command/run.ts for the commands).
// With DATABASE_URL it opens PostgreSQL itself, beside any number of running servers. Without it the
// data is the embedded database under PGLITE_DIR (.data/pglite), which takes one process at a time:
// when a production server holds it (its key file, PGLITE_DIR + '.ops-cli.json', names a server that
// answers) the command runs in that server, through its door (scripts/ops/server-door.ts); when no
// server holds it, the command opens it here, like scripts/db.mts. It never opens the embedded
// database under a server that answers.
import path from 'node:path';
import { z } from 'zod';
import { scriptEnv, serverEnv } from '../lib/env';
import { openPglite, openPostgres } from '../server/db/client';
import { paymentGatewayFromEnv } from '../server/providers/payment/provider';
import { EXIT, runOps, type OpsIo } from '../server/ops-command/run';
import { busyNotice, findHolder, runThroughSite, staleNotice } from './ops/server-door';

const { DATABASE_URL, PGLITE_DIR } = serverEnv();
const env = scriptEnv({ OPERATOR: z.string().optional(), USER: z.string().optional() });
const args = process.argv.slice(2);
const io: OpsIo = { out: (line) => console.log(line), err: (line) => console.error(line) };
const failed = (error: unknown) => {
  console.error(`failed: ${error instanceof Error ? error.message : String(error)}`);
  return EXIT.refused;
};

/** Opens the database in this process and runs the command on it. */
async function runHere(): Promise<number> {
  const handle = DATABASE_URL
    ? await openPostgres(DATABASE_URL, 2)
    : await openPglite(path.resolve(PGLITE_DIR));
  try {
    await handle.migrate();
    return await runOps(args, { db: handle.db, gateway: paymentGatewayFromEnv(handle.db), env }, io);
  } catch (error) {
    return failed(error);
  } finally {
    await handle.close();
  }
}

async function main(): Promise<number> {
  if (DATABASE_URL) return runHere();
  const holder = await findHolder(PGLITE_DIR, io);
  if (holder.kind === 'site') {
    return runThroughSite(holder.server, args, env.OPERATOR ?? env.USER, io).catch(failed);
  }
  if (holder.kind === 'busy') {
    io.err(busyNotice(path.resolve(PGLITE_DIR), holder.server));
    return EXIT.refused;
  }
  if (holder.stale) io.err(staleNotice(PGLITE_DIR, holder.stale));
  return runHere();
}

process.exitCode = await main().catch(failed);
