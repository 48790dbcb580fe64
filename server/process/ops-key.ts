import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { holdOpsCliKey, newOpsCliKey } from '../domain/operators/cli-key';

/**
 * The local operator key file of a production server on the embedded database: where `npm run ops`
 * finds the running server that holds the database open, and the key its door (POST
 * /api/v1_1/ops/cli/run) asks for. Beside the data folder and named after it (PGLITE_DIR
 * .data/pglite: .data/pglite.ops-cli.json), so two servers on two folders never share one; mode 0600,
 * so only the data's owner reads it. Written before the database opens, removed when the process
 * exits (after a clean stop has closed the database): while the file names a live process, that
 * process may hold the database.
 */
export const opsKeyFileSchema = z.object({
  url: z.url().describe("the server's own address on this machine, e.g. http://127.0.0.1:3000"),
  key: z.string().min(32).max(128),
  pid: z.number().int().positive(),
});

export type OpsKeyFile = z.infer<typeof opsKeyFileSchema>;

export const opsKeyFilePath = (pgliteDir: string): string => {
  const dir = path.resolve(pgliteDir);
  return path.join(path.dirname(dir), `${path.basename(dir)}.ops-cli.json`);
};

/** The file of the server on `pgliteDir`: missing, or unreadable (not one this server wrote). */
export async function readOpsKeyFile(pgliteDir: string): Promise<OpsKeyFile | 'missing' | 'unreadable'> {
  let text: string;
  try {
    text = await readFile(opsKeyFilePath(pgliteDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    return 'unreadable';
  }
  try {
    const parsed = opsKeyFileSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/**
 * The address this machine reaches a server on: a server on every address (0.0.0.0, ::) or on
 * loopback is reached on loopback; one bound to another address only there (and its door will
 * refuse the call, which does not come from loopback: the command line then says so and does not
 * open the database under the server).
 */
export function loopbackUrl(host: string, port: number): string {
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare === '' || bare === '0.0.0.0' || /^127\./.test(bare)) {
    return `http://${/^127\./.test(bare) ? bare : '127.0.0.1'}:${port}`;
  }
  if (bare === '::' || bare === '::1') return `http://[::1]:${port}`;
  if (bare === 'localhost') return `http://localhost:${port}`;
  return `http://${bare.includes(':') ? `[${bare}]` : bare}:${port}`;
}

/**
 * Makes this process's key, holds it for the door and writes the key file for `pgliteDir`
 * (atomically, mode 0600). Answers how to name the port again (PORT=0: known once listening); the
 * file is removed when the process exits, unless another server has written its own since.
 */
export function publishOpsKey({ pgliteDir, host, port }: { pgliteDir: string; host: string; port: number }) {
  const file = opsKeyFilePath(pgliteDir);
  const key = newOpsCliKey();
  const write = (listening: number) => {
    const content: OpsKeyFile = { url: loopbackUrl(host, listening), key, pid: process.pid };
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(content)}\n`, { mode: 0o600 });
    renameSync(temporary, file);
  };
  holdOpsCliKey(key);
  write(port);
  process.once('exit', () => {
    try {
      const written = opsKeyFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (written.success && written.data.key === key) rmSync(file, { force: true });
    } catch {
      // already gone, or not ours: nothing to remove
    }
  });
  return { listeningOn: (listening: number) => listening !== port && write(listening), file };
}
