// The app instances of the fleet test: the production server (`npm start`), one process each.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { childProcessEnv } from '../../lib/env';

export type Instance = {
  name: string;
  port: number;
  origin: string;
  /** resolves with the exit code (or the signal's name) once the process has ended */
  exited: Promise<number | string>;
  kill(signal: NodeJS.Signals): void;
  logFile: string;
};

export type InstanceSettings = {
  databaseUrl: string;
  redisUrl: string;
  outboxDir: string;
  logDir: string;
  /** the balancer's address: the site's public one */
  siteUrl: string;
};

/** Starts an instance and waits until it says it is ready for traffic (GET /health/ready). */
export async function startInstance(
  name: string,
  port: number,
  settings: InstanceSettings,
): Promise<Instance> {
  const logFile = path.join(settings.logDir, `${name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  // node, not npm: a signal then reaches the server itself (npm would stand in between).
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/process/start.ts'], {
    env: childProcessEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: settings.databaseUrl,
      REDIS_URL: settings.redisUrl,
      OUTBOX_DIR: settings.outboxDir,
      TRUSTED_PROXIES: '127.0.0.1,::1',
      SITE_URL: settings.siteUrl,
      SEED: 'off',
      SHUTDOWN_TIMEOUT_SECONDS: '15',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`instance ${name} exited (${child.exitCode}); see ${logFile}`);
    try {
      if ((await fetch(`${origin}/api/v1_1/health/ready`)).ok) {
        return { name, port, origin, exited, logFile, kill: (signal) => void child.kill(signal) };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGKILL');
  throw new Error(`instance ${name} was not ready within 180 s; see ${logFile}`);
}
