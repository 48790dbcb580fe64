/**
 * The life of this server process: whether it is stopping, and what must be closed when it stops.
 *
 * Two copies of this module can run in one process: the one Next bundles into the app (where the
 * database and the jobs are started) and the one the production server loads (server/process/),
 * which decides when to stop. They share one state, kept on globalThis under a registered symbol.
 */
type Closer = { name: string; order: number; close: () => Promise<void> | void };
type State = { draining: boolean; closers: Closer[] };

const KEY = Symbol.for('rentcar.lifecycle');
const holder = globalThis as typeof globalThis & { [KEY]?: State };
const state = (): State => (holder[KEY] ??= { draining: false, closers: [] });

/** Steps of a stop, in the order they run: the jobs stop writing before the database closes. */
export const CLOSE_ORDER = { jobs: 1, database: 2, connections: 3 } as const;

/** Registers something to close when the process stops (lower `order` first). */
export function onStop(name: string, order: number, close: Closer['close']): void {
  state().closers.push({ name, order, close });
}

/** Whether the process is stopping: readiness answers 503 and answers say Connection: close. */
export const isDraining = (): boolean => state().draining;

/** From now on the process is stopping; it takes no new work it can refuse. */
export function startDraining(): void {
  state().draining = true;
}

/**
 * Closes everything registered, in order, each step once even if several stops race; a step that
 * fails is reported and the others still run. Answers the names of the steps that failed.
 */
export async function closeAll(report: (name: string, error: unknown) => void): Promise<string[]> {
  const closers = state()
    .closers.splice(0)
    .sort((a, b) => a.order - b.order);
  const failed: string[] = [];
  for (const closer of closers) {
    try {
      await closer.close();
    } catch (error) {
      failed.push(closer.name);
      report(closer.name, error);
    }
  }
  return failed;
}
