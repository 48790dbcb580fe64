// The servers the page benchmarks measure: the site's production build and the hello-world app of
// the same Next.js (./hello), each in its own process group.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { childProcessEnv } from '../../../lib/env';

export const HELLO_DIR = 'scripts/perf/bench-pages/hello';

export function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  // Its own process group, so stopping it also stops what npx starts beneath it.
  return spawn(command, args, { env: childProcessEnv(env), stdio: 'ignore', detached: true });
}

export const stop = (child: ChildProcess) => {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
};

export async function waitFor(url: string) {
  for (let i = 0; i < 180; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * The hello app's production server on `port` (built first when it has no build of its own).
 * Built with webpack: Turbopack looks for proxy.ts and instrumentation.ts at the workspace root (the
 * repository's lockfile), so a Turbopack build of the hello app would run the site's proxy and
 * start-up (its instrumentation then fails to find the migrations and every page answers 500).
 * Next's client runtime, which the browser benchmarks compare, is the same code either way.
 */
export function startHello(port: number): ChildProcess {
  const build = path.join(HELLO_DIR, '.next');
  const own =
    existsSync(path.join(build, 'BUILD_ID')) && !existsSync(path.join(build, 'server/instrumentation.js'));
  if (!own) execSync(`npx next build --webpack ${HELLO_DIR}`, { stdio: 'inherit' });
  return start('npx', ['next', 'start', HELLO_DIR, '-p', String(port), '-H', '127.0.0.1'], {
    NODE_ENV: 'production',
  });
}
