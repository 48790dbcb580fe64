import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures/test';
import { E2E_PORT } from './fixtures/servers';

/**
 * Issue 35: without SITE_URL, Next's own `next start` answered 500 on every article page and
 * /query ('Page changed from static to dynamic at runtime'). Both start commands now refuse to start
 * without it, saying why (the README's Configuration says so), instead of serving broken pages.
 */
const DATA = `.data/e2e-site-url-${process.pid}`;

for (const [name, args] of [
  ['next start', [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'start']],
  ['npm start', ['--import', 'tsx', 'server/process/start.ts']],
] as const) {
  test(`${name} without SITE_URL refuses to start, saying why`, async () => {
    test.setTimeout(180_000);
    const { SITE_URL: _unset, ...env } = process.env;
    const server = spawn(process.execPath, [...args], {
      env: {
        ...env,
        PORT: String(E2E_PORT + 81),
        HOST: '127.0.0.1',
        PGLITE_DIR: DATA,
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        server.kill('SIGKILL');
        resolve(null);
      }, 150_000);
      server.once('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    await rm(path.resolve(DATA), { recursive: true, force: true });
    expect(output).toContain('SITE_URL must be set for the production server');
    expect(code).toBe(2);
  });
}
