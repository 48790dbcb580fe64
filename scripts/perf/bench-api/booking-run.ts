import { randomUUID } from 'node:crypto';
import type { HoldAudit } from './audit';
import { autocannon } from './autocannon';
import type { ServerChild } from './child';
import { prepareBookings } from './booking-requests';
import { cpuWindow } from './cpu-share';
import { BENCH, quantiles, WARMUP_SECONDS, type Result } from './settings';

const OUT_OF_STOCK = 1001;

/**
 * The booking mode: POST /order/create under load, each request a different traveller's booking
 * (prepared beforehand), then a check from outside that no car is held twice and that every order
 * holds exactly one car.
 */
export async function benchBooking(
  child: ServerChild,
  database: string,
  outboxDir: string,
): Promise<Omit<Result, 'processes'>> {
  const api = `${child.origin}/api/v1_1`;
  const started = Date.now();
  const prepared = await prepareBookings(api, outboxDir, BENCH.BENCH_BOOKINGS);
  console.error(`booking, ${database}: ${prepared.length} bookings prepared in ${Date.now() - started} ms`);
  // The first booking through fetch: it must be booked, or the run would measure refusals.
  const first = prepared.shift()!;
  const check = await fetch(child.origin + first.path, {
    method: 'POST',
    body: first.body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': randomUUID() },
  });
  const text = await check.text();
  if (check.status !== 200) throw new Error(`a prepared booking was refused: ${text.slice(0, 500)}`);
  let next = 0;
  let exhausted = false;
  const load = (duration: number) =>
    autocannon({
      url: child.origin,
      connections: BENCH.BENCH_CONNECTIONS,
      duration,
      requests: [
        {
          setupRequest: (request) => {
            if (next >= prepared.length) exhausted = true;
            const booking = prepared[next++ % prepared.length]!;
            return {
              ...request,
              method: 'POST',
              path: booking.path,
              body: booking.body,
              headers: {
                'content-type': 'application/x-www-form-urlencoded',
                'idempotency-key': randomUUID(),
              },
            };
          },
        },
      ],
    });
  await load(WARMUP_SECONDS);
  const before = await child.ask<HoldAudit>({ audit: true }, 'audit');
  const codesBefore = await child.ask<Record<string, number>>({ codes: true }, 'codes');
  const times: number[] = [];
  const cpu = cpuWindow(child.pid);
  const run = load(BENCH.BENCH_SECONDS);
  run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await run;
  const cpuShare = cpu();
  const after = await child.ask<HoldAudit>({ audit: true }, 'audit');
  const codesAfter = await child.ask<Record<string, number>>({ codes: true }, 'codes');
  console.error(`booking, ${database}: answers by code ${JSON.stringify(codesAfter)}`);
  if (exhausted)
    throw new Error(`all ${prepared.length} prepared bookings were used: raise BENCH_BOOKINGS and run again`);
  const during = (code: number) => (codesAfter[code] ?? 0) - (codesBefore[code] ?? 0);
  const answered = Object.keys(codesAfter).reduce((sum, code) => sum + during(Number(code)), 0);
  const booked = after.orders - before.orders;
  return {
    mode: 'booking',
    database,
    rps: result.requests.average,
    ...quantiles(times),
    // Anything but a booking or a clear 'sold out' is a failure.
    failures: answered - during(200) - during(OUT_OF_STOCK) + result.errors + result.timeouts,
    kb: 0,
    reused: booked,
    fresh: during(OUT_OF_STOCK),
    booked: booked / BENCH.BENCH_SECONDS,
    doubleHolds: after.doubleHolds,
    ordersWithoutOneHold: after.ordersWithoutOneHold,
    cpu: cpuShare,
  };
}
