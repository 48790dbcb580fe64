// The API benchmark: `npm run bench:api`.
//
// Serves the API over node:http on a fresh embedded database (PGlite) and, when BENCH_DATABASE_URL
// or TEST_DATABASE_URL is set, on a fresh PostgreSQL database created here and dropped afterwards;
// loads it with autocannon and prints markdown tables. The server runs in a child process so the
// load generator does not share its event loop (it does share the machine's cores). Three modes,
// one row each per database (the pieces are in scripts/perf/bench-api/):
//
// - single: GET /car/get_car_list, the same search again and again (LAX01, a week from today, three
//   days). Once the first answer is read, every later one is the remembered answer, checked against
//   the store's inventory version: the hit path.
// - mix: a fresh random search on every request: nine stores, one-way trips where the store allows
//   them (about one in five), pick-ups 1–90 days ahead at 08:00–18:30, 1–14 days, a third with a
//   driver age, a fifth in another currency: the miss path. "reused / read fresh" counts the answers
//   of the measured run as the server saw them.
//   While each search run lasts, the server also holds and releases a car of LAX01
//   BENCH_HOLDS_PER_SECOND times a second (default 5), so remembered answers really are invalidated.
// - booking: POST /order/create, every request another traveller's booking of a random car of a
//   store (weighted as searches are) for random dates 2–350 days ahead, 1–7 days, two bookings per
//   car and dates (the second is 'sold out' where the store has one such car), prepared beforehand
//   as the fill-in page makes them (phone proven through /verify, car detail and its search token,
//   the page's total). After the run, a query checks that no car is held twice and that every
//   order holds exactly one car. The freshman discount is switched off on the benched database.
//
// On PostgreSQL each mode runs once per entry of BENCH_PROCESSES (default '1,all'): one server
// process, then one per core as node:cluster workers on one port (as `npm run start:cluster`), the
// pool's 20 connections shared between them; the report ends with the throughput ratio. On Linux it
// also says where the machine's CPU went while each run was measured (servers, the load generator,
// PostgreSQL, the rest: scripts/perf/bench-api/cpu-share.ts), which bounds that ratio on a small machine.
//
// BENCH_CONNECTIONS (50), BENCH_SECONDS (10), BENCH_MODES (single,mix,booking) and BENCH_BOOKINGS
// (8000 prepared) change the load; BENCH_SKIP_PGLITE=1 runs PostgreSQL only; BENCH_PROFILE=<dir>
// writes a CPU profile of each server child there (node --cpu-prof), e.g. .perf/api.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchBooking } from './bench-api/booking-run';
import { startServerChild } from './bench-api/child';
import { withPostgresDatabase } from './bench-api/postgres';
import { printCpu, printReport, printScaling } from './bench-api/report';
import { benchSearch } from './bench-api/search-run';
import { serve } from './bench-api/server';
import { BENCH, type Mode, type Result } from './bench-api/settings';

async function main() {
  const adminUrl = BENCH.BENCH_DATABASE_URL ?? BENCH.TEST_DATABASE_URL;
  const results: Result[] = [];
  for (const mode of BENCH.BENCH_MODES) {
    // PGlite belongs to one process; PostgreSQL is measured at each process count, in this run.
    if (!BENCH.BENCH_SKIP_PGLITE) results.push(await bench(mode, 'PGlite (embedded)', undefined, 1));
    for (const processes of adminUrl ? BENCH.BENCH_PROCESSES : []) {
      results.push(await withPostgresDatabase(adminUrl!, (url) => bench(mode, 'PostgreSQL', url, processes)));
    }
  }
  printReport(results);
  printCpu(results);
  printScaling(results);
}

async function bench(
  mode: Mode,
  database: string,
  databaseUrl: string | undefined,
  processes: number,
): Promise<Result> {
  const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'rentcar-bench-outbox-'));
  const child = await startServerChild(fileURLToPath(import.meta.url), mode, databaseUrl, processes, {
    OUTBOX_DIR: outboxDir,
  });
  try {
    const result =
      mode === 'booking'
        ? await benchBooking(child, database, outboxDir)
        : await benchSearch(child, mode, database);
    return { ...result, processes };
  } finally {
    await child.stop();
    await rm(outboxDir, { recursive: true, force: true });
  }
}

// Last, so every declaration above is initialised before it runs.
if (process.argv[2] === '--serve')
  await serve(BENCH.BENCH_DB_URL, BENCH.BENCH_CHILD_MODE, BENCH.BENCH_CHILD_PROCESSES);
else await main();
