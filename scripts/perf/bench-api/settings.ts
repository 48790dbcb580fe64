import os from 'node:os';
import { z } from 'zod';
import { scriptEnv } from '../../../lib/env';
import type { CpuShare } from './cpu-share';

export const MODE_NAMES = ['single', 'mix', 'booking'] as const;
export type Mode = (typeof MODE_NAMES)[number];

/** The benchmark's settings (see the header of scripts/perf/bench-api.mts). */
export const BENCH = scriptEnv({
  BENCH_CONNECTIONS: z.coerce.number().int().positive().default(50),
  BENCH_SECONDS: z.coerce.number().positive().default(10),
  BENCH_HOLDS_PER_SECOND: z.coerce.number().nonnegative().default(5),
  BENCH_MODES: z
    .string()
    .default('single,mix,booking')
    .transform((modes) => modes.split(','))
    .pipe(z.array(z.enum(MODE_NAMES))),
  BENCH_BOOKINGS: z.coerce.number().int().positive().default(8000),
  // Server processes on PostgreSQL: '1,all' measures one process, then one per core, in one run.
  BENCH_PROCESSES: z
    .string()
    .default('1,all')
    .transform((list) =>
      list.split(',').map((item) => (item === 'all' ? os.availableParallelism() : Number(item))),
    )
    .pipe(z.array(z.number().int().min(1).max(256))),
  BENCH_SKIP_PGLITE: z.string().optional(),
  BENCH_PROFILE: z.string().optional(),
  BENCH_DATABASE_URL: z.url().optional(),
  TEST_DATABASE_URL: z.url().optional(),
  // Set by the benchmark for its server child: the database to serve (none: a fresh PGlite) and the
  // mode (booking switches the freshman discount off, so every prepared total stays right).
  BENCH_DB_URL: z.url().optional(),
  BENCH_CHILD_MODE: z.enum(MODE_NAMES).optional(),
  BENCH_CHILD_PROCESSES: z.coerce.number().int().min(1).default(1),
});

export const WARMUP_SECONDS = 2;

/** One row of the report. */
export type Result = {
  mode: Mode;
  database: string;
  /** server processes (node:cluster workers on one port) */
  processes: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  /** search modes: the answer's size; booking: unused */
  kb: number;
  /** search modes: answers remembered / read fresh; booking: orders written / 'sold out' answers */
  reused: number;
  fresh: number;
  /** booking: bookings a second, and live holds of one car that overlap after the run (must be 0) */
  booked?: number;
  doubleHolds?: number;
  ordersWithoutOneHold?: number;
  /** where the machine's CPU went while the run was measured (Linux only) */
  cpu?: CpuShare;
};

/** Latency quantiles of a run's response times (ms). */
export function quantiles(times: number[]) {
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}
