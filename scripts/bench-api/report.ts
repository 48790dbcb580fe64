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
      '| mode | database | requests/s | p50 ms | p95 ms | p99 ms | failed | answer KB | reused / read fresh |',
    );
    console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of searches) {
      console.log(
        `| ${r.mode} | ${r.database} | ${fixed(r.rps, 0)} | ${fixed(r.p50)} | ${fixed(r.p95)} | ` +
          `${fixed(r.p99)} | ${r.failures} | ${fixed(r.kb, 0)} | ${r.reused} / ${r.fresh} |`,
      );
    }
  }
  if (bookings.length > 0) {
    console.log(
      `\nPOST /api/v1_1/order/create, ${BENCH.BENCH_CONNECTIONS} connections, ${BENCH.BENCH_SECONDS} s\n`,
    );
    console.log(
      '| database | bookings/s | answers/s | p50 ms | p95 ms | p99 ms | booked / sold out | failed | double holds | orders not holding one car |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of bookings) {
      console.log(
        `| ${r.database} | ${fixed(r.booked ?? 0, 0)} | ${fixed(r.rps, 0)} | ${fixed(r.p50)} | ${fixed(r.p95)} | ` +
          `${fixed(r.p99)} | ${r.reused} / ${r.fresh} | ${r.failures} | ${r.doubleHolds} | ${r.ordersWithoutOneHold} |`,
      );
    }
  }
}
