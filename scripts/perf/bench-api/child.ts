import { spawn } from 'node:child_process';
import { childProcessEnv } from '../../../lib/env';
import type { ChildRequest } from './server';
import { BENCH, type Mode } from './settings';

/**
 * Starts the API server in a child process (so the load generator does not share its event loop;
 * it does share the machine's cores) and answers its port and a way to ask it things over IPC.
 */
export async function startServerChild(
  entry: string,
  mode: Mode,
  databaseUrl: string | undefined,
  processes: number,
  extraEnv: Record<string, string> = {},
) {
  const profile = BENCH.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${BENCH.BENCH_PROFILE}`] : [];
  const server = spawn(process.execPath, [...profile, ...process.execArgv, entry, '--serve'], {
    env: childProcessEnv({
      ...extraEnv,
      BENCH_DB_URL: databaseUrl ?? '',
      BENCH_CHILD_MODE: mode,
      BENCH_CHILD_PROCESSES: String(processes),
    }),
    // The request log goes nowhere; errors still show.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const message = <T>(key: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (received: Record<string, unknown>) => {
        if (!(key in received)) return;
        server.off('message', onMessage);
        resolve(received[key] as T);
      };
      server.on('message', onMessage);
      server.once('exit', (code) => reject(new Error(`the API server exited (${code})`)));
    });
  const port = await message<number>('port');
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: server.pid,
    send: (request: ChildRequest) => server.send(request),
    /** Asks the child and waits for its answer under `key`. */
    ask<T>(request: ChildRequest, key: string) {
      const answer = message<T>(key);
      server.send(request);
      return answer;
    },
    async stop() {
      server.disconnect();
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}

export type ServerChild = Awaited<ReturnType<typeof startServerChild>>;
