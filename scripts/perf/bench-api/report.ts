import os from 'node:os';
import { BENCH, type Result } from './settings';

/** The results as markdown tables: the searches, then the bookings. */
export function printReport(results: Result[]) {
  const searches = results.filter((r) => r.mode !== 'booking');
  const bookings = results.filter((r) => r.mode === 'booking');
  const fixed = (n: number, digits = 1) => n.toFixed(digits);
  if (searches.length > 0) {
    console.log(
      `\nGET /api/v1_1/car/get_car_list, ${BENCH.BENCH_CONNECTIONS} connections, ${BENCH.BENCH_SECONDS} s, ` +
        `${BENCH.BENCH_HOLDS_PER_SECOND} holds and releases a second\n`,
    );
    console.log(
      '| mode | database | processes | requests/s | p50 ms | p95 ms | p99 ms | failed | answer KB | reused / read fresh |',
    );
    console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of searches) {
      console.log(
        `| ${r.mode} | ${r.database} | ${r.processes} | ${fixed(r.rps, 0)} | ${fixed(r.p50)} | ${fixed(r.p95)} | ` +
          `${fixed(r.p99)} | ${r.failures} | ${fixed(r.kb, 0)} | ${r.reused} / ${r.fresh} |`,
      );
    }
  }
  if (bookings.length > 0) {
    console.log(
      `\nPOST /api/v1_1/order/create, ${BENCH.BENCH_CONNECTIONS} connections, ${BENCH.BENCH_SECONDS} s\n`,
    );
    console.log(
      '| database | processes | bookings/s | answers/s | p50 ms | p95 ms | p99 ms | booked / sold out | failed | double holds | orders not holding one car |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of bookings) {
      console.log(
        `| ${r.database} | ${r.processes} | ${fixed(r.booked ?? 0, 0)} | ${fixed(r.rps, 0)} | ${fixed(r.p50)} | ${fixed(r.p95)} | ` +
          `${fixed(r.p99)} | ${r.reused} / ${r.fresh} | ${r.failures} | ${r.doubleHolds} | ${r.ordersWithoutOneHold} |`,
      );
    }
  }
}

/**
 * Where the machine's CPU went in each measured run, in cores: what the servers got, and what the
 * load generator and PostgreSQL on the same machine took from them.
 */
export function printCpu(results: Result[]) {
  const measured = results.filter((r) => r.cpu);
  if (measured.length === 0) return;
  console.log(`\nCPU while measured, in cores (this machine has ${os.availableParallelism()})\n`);
  console.log('| mode | database | processes | servers | load generator | PostgreSQL | other | idle |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  const cores = (n: number) => n.toFixed(2);
  for (const { mode, database, processes, cpu } of measured) {
    if (!cpu) continue;
    console.log(
      `| ${mode} | ${database} | ${processes} | ${cores(cpu.servers)} | ${cores(cpu.loadGenerator)} | ` +
        `${cores(cpu.postgres)} | ${cores(cpu.other)} | ${cores(cpu.idle)} |`,
    );
  }
}

/**
 * For each mode measured at several process counts on one database: the throughput of the most
 * processes over one process's, in the same run (bookings by bookings a second).
 */
export function printScaling(results: Result[]) {
  const lines: string[] = [];
  for (const mode of new Set(results.map((r) => r.mode))) {
    const rows = results.filter((r) => r.mode === mode && r.database === 'PostgreSQL');
    const one = rows.find((r) => r.processes === 1);
    const most = rows.reduce<Result | undefined>(
      (best, r) => (!best || r.processes > best.processes ? r : best),
      undefined,
    );
    if (!one || !most || most.processes === 1) continue;
    const rate = (r: Result) => (mode === 'booking' ? (r.booked ?? 0) : r.rps);
    lines.push(
      `- ${mode}: ${most.processes} processes / 1 process = ${(rate(most) / rate(one)).toFixed(2)}×`,
    );
  }
  if (lines.length > 0) console.log(`\nScaling on PostgreSQL, same run:\n\n${lines.join('\n')}`);
}
