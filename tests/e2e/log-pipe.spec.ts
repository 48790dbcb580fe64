import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures/test';
import { E2E_PORT } from './fixtures/servers';

/**
 * Issue 35: started as `npm start 2>&1 | reader`, once the reader went away the next request never
 * answered, the process spun a core and SIGTERM no longer stopped it. This starts the production
 * server with its output piped to the test, closes the pipe, and asks it for a page and an API
 * answer (each writes a log line to the closed output), then stops it with SIGTERM.
 */
const PORT = E2E_PORT + 80;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA = `.data/e2e-log-pipe-${process.pid}`;
const SHUTDOWN_SECONDS = 10;

test.describe('a closed log output', () => {
  let server: ChildProcess | undefined;

  test.afterAll(async () => {
    if (server?.exitCode === null && server.pid) process.kill(-server.pid, 'SIGKILL');
    await rm(path.resolve(DATA), { recursive: true, force: true });
    await rm(path.resolve(`${DATA}.ops-cli.json`), { force: true });
  });

  test('does not stop the server answering, and SIGTERM still stops it in time', async ({ request }) => {
    test.setTimeout(300_000);
    server = spawn(process.execPath, ['--import', 'tsx', 'server/process/start.ts'], {
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        SITE_URL: ORIGIN,
        PGLITE_DIR: DATA,
        NODE_ENV: 'production',
        SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_SECONDS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${ORIGIN}/api/v1_1/common/get_global_config`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 240_000, intervals: [1_000] },
      )
      .toBe(200);
    // The server was writing to us: its 'listening' line, one line per API request.
    expect(output).toContain('server listening');

    // The reader goes away: every later write of the server fails with EPIPE.
    server.stdout!.destroy();
    server.stderr!.destroy();

    for (let round = 0; round < 3; round++) {
      const api = await request.get(`${ORIGIN}/api/v1_1/common/get_global_config`, { timeout: 30_000 });
      expect(api.status()).toBe(200);
      const page = await request.get(`${ORIGIN}/intl/en/no-such-page-${round}`, { timeout: 30_000 });
      expect(page.status()).toBe(404);
    }

    const stoppedAt = Date.now();
    process.kill(server.pid!, 'SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<'still running'>((resolve) =>
        setTimeout(() => resolve('still running'), (SHUTDOWN_SECONDS + 20) * 1000),
      ),
    ]);
    expect(code).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan((SHUTDOWN_SECONDS + 20) * 1000);
  });
});
