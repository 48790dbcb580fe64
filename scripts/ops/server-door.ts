import { setTimeout as sleep } from 'node:timers/promises';
import { errorEnvelopeSchema } from '../../lib/api/contract/envelope';
import { OPS_CLI_KEY_HEADER, opsCliAnswerSchema } from '../../server/routes/ops/cli';
import { opsKeyFilePath, readOpsKeyFile, type OpsKeyFile } from '../../server/process/ops-key';
import { EXIT, type OpsIo } from '../../server/ops-command/run';

/**
 * `npm run ops` beside a production server on the embedded database, which that server holds open
 * (PGlite takes one process): the server's key file (server/process/ops-key.ts) says where it
 * answers, and the command runs there, through its door (server/routes/ops/cli.ts).
 */

/** How long a server that is starting or stopping may take before the command gives up on it. */
const WAIT_MS = 60_000;
const HEALTH_TIMEOUT_MS = 2_000;
const COMMAND_TIMEOUT_MS = 10 * 60_000;
// server/app.ts's API_BASE (that module would load the whole API into the command line).
const API_BASE = '/api/v1_1';

/**
 * Who holds the embedded database at `pgliteDir`:
 * - 'site': a server answers at the file's address: send the command there;
 * - 'nobody': no key file, or one left by a server that is gone (a crash; `stale` says so): open
 *   the database here;
 * - 'busy': the file's process lives but does not answer (still starting, or stopping) for WAIT_MS:
 *   leave the database alone.
 */
export type Holder =
  | { kind: 'site'; server: OpsKeyFile }
  | { kind: 'nobody'; stale?: OpsKeyFile | 'unreadable' }
  | { kind: 'busy'; server: OpsKeyFile };

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}${API_BASE}/health`, {
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function findHolder(
  pgliteDir: string,
  io: OpsIo,
  { waitMs = WAIT_MS }: { waitMs?: number } = {},
): Promise<Holder> {
  const file = await readOpsKeyFile(pgliteDir);
  if (file === 'missing') return { kind: 'nobody' };
  if (file === 'unreadable') return { kind: 'nobody', stale: 'unreadable' };
  const deadline = Date.now() + waitMs;
  let said = false;
  for (;;) {
    if (await answers(file.url)) return { kind: 'site', server: file };
    if (!alive(file.pid)) return { kind: 'nobody', stale: file };
    if (Date.now() >= deadline) return { kind: 'busy', server: file };
    if (!said) {
      io.err(`waiting for the site (pid ${file.pid}) to answer at ${file.url}…`);
      said = true;
    }
    await sleep(500);
  }
}

/** What to say on stderr when the database is opened here although a key file was left behind. */
export const staleNotice = (pgliteDir: string, stale: OpsKeyFile | 'unreadable') =>
  stale === 'unreadable'
    ? `${opsKeyFilePath(pgliteDir)} is not a key file this site wrote; no site to run through, opening the embedded database directly`
    : `no site answers at ${stale.url} (pid ${stale.pid} is gone; ${opsKeyFilePath(pgliteDir)} was left by a server that stopped without removing it); opening the embedded database directly`;

export const busyNotice = (pgliteDir: string, server: OpsKeyFile) =>
  `the site (pid ${server.pid}) holds the embedded database at ${pgliteDir} but does not answer at ${server.url}; ` +
  'nothing was done: try again once it answers, or stop it';

/**
 * Runs the command in the server and prints its lines (standard output, then standard error):
 * answers its exit code, or 1 when the server refused the call.
 */
export async function runThroughSite(
  server: OpsKeyFile,
  args: string[],
  operator: string | undefined,
  io: OpsIo,
): Promise<number> {
  const body = new URLSearchParams({ args: JSON.stringify(args), ...(operator ? { operator } : {}) });
  const response = await fetch(`${server.url}${API_BASE}/ops/cli/run`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', [OPS_CLI_KEY_HEADER]: server.key },
    body,
    signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
  });
  const envelope = errorEnvelopeSchema.safeParse(await response.json().catch(() => null));
  const answer =
    envelope.data?.code === 200 ? opsCliAnswerSchema.safeParse(envelope.data.data).data : undefined;
  if (!answer) {
    const said = envelope.data ? `${envelope.data.code} ${envelope.data.msg}` : `HTTP ${response.status}`;
    io.err(`failed: the site at ${server.url} refused the command (${said}); nothing was done`);
    return EXIT.refused;
  }
  for (const line of answer.out) io.out(line);
  for (const line of answer.err) io.err(line);
  return answer.exit_code;
}
