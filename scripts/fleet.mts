// The fleet test (issue 15): `npm run test:fleet`, also run by .ci/run.
//
// Two instances of the production server (`npm start`, one process each) on one new PostgreSQL
// database and this machine's Redis, behind nginx (round-robin; installed from Debian's package
// where missing). It checks, in order:
//   1. the balancer sends requests to both instances;
//   2. ten code requests for one phone spread over both send exactly one code (limits in Redis);
//   3. a car booked (every unit of it) through one instance is sold out in the very next search
//      through the other;
//   4. the car-list and booking e2e specs pass through the balancer (playwright.fleet.config.ts);
//   5. one instance killed with -9 during a burst of searches and bookings: after a 2 s retry
//      window no request gets a 5xx or a dropped connection, every booking gets its answer (the
//      client retries with its Idempotency-Key), and no order is half-written (audit below);
//   6. the same instance, started again, stopped with SIGTERM during a burst: no search fails at
//      all (nginx passes a GET the instance no longer takes to the other), every booking gets its
//      answer, and it exits 0 after finishing what it was doing. A booking may get one 502: a
//      connection still queued in the kernel when the instance closes its listener is reset, and
//      nginx never sends a POST twice, so the client retries it with its key. (Taking an instance
//      out of the balancer before stopping it, as a rolling deploy does, avoids even that.)
// The audit after each burst: no car held twice, every order holds one car and has its
// confirmation and its booker's grant, every claimed key has its answer, and every order made is
// one a client was told the number of.
//
// Needs FLEET_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server where it may create a
// database), Redis at REDIS_URL (default redis://127.0.0.1:6379) and a production build (made here
// when missing). FLEET_PORT (3300) is the balancer's port; the instances take the next two.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { childProcessEnv, scriptEnv } from '../lib/env';
import { openPostgres } from '../server/db/client';
import { events } from '../server/db/schema';
import { seed } from '../server/db/seed';
import { prepareBookings } from './perf/bench-api/booking-requests';
import { withPostgresDatabase } from './perf/bench-api/postgres';
import { auditFleet, auditProblems } from './fleet/audit';
import { burst, failures, failuresAfter } from './fleet/burst';
import { codesSentForOnePhone, holdSeenByTheOther, upstreamsOf } from './fleet/checks';
import { startInstance, type Instance, type InstanceSettings } from './fleet/instances';
import { startNginx } from './fleet/nginx';
import { checkPostgres, checkRedis, ensureBuild, findNginx, Missing } from './fleet/prerequisites';

const ENV = scriptEnv({
  FLEET_DATABASE_URL: z.url().optional(),
  TEST_DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  NEXT_DIST_DIR: z.string().default('.next'),
  FLEET_PORT: z.coerce.number().int().min(1024).max(65_000).default(3300),
});

/** A booking's final answer that is not a failure: booked, or a clear 'sold out' / repeat. */
const FINAL_CODES = new Set([200, 1001, 1003, 1004]);
const RETRY_WINDOW_MS = 2_000;

type Check = { name: string; ok: boolean; detail: string };
const checks: Check[] = [];
function check(name: string, ok: boolean, detail: unknown) {
  checks.push({ name, ok, detail: typeof detail === 'string' ? detail : JSON.stringify(detail) });
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${name}: ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`,
  );
}

async function main(): Promise<number> {
  const adminUrl = await checkPostgres(ENV.FLEET_DATABASE_URL ?? ENV.TEST_DATABASE_URL);
  const redisUrl = await checkRedis(ENV.REDIS_URL);
  const nginx = findNginx();
  ensureBuild(ENV.NEXT_DIST_DIR);
  const work = await mkdtemp(path.join(os.tmpdir(), 'rentcar-fleet-'));
  console.log(`Fleet test: logs and nginx files in ${work}`);
  const started: Instance[] = [];
  let stopNginx = () => {};
  try {
    return await withPostgresDatabase(adminUrl, async (databaseUrl) => {
      const handle = await openPostgres(databaseUrl, 4);
      try {
        await handle.migrate();
        await seed(handle.db);
        // Bookings are priced before the burst; the freshman discount would change each phone's first.
        await handle.db.update(events).set({ isActive: false }).where(eq(events.code, 'freshman_coupon'));
        const settings: InstanceSettings = {
          databaseUrl,
          redisUrl,
          outboxDir: path.join(work, 'outbox'),
          logDir: work,
          siteUrl: `http://127.0.0.1:${ENV.FLEET_PORT}`,
        };
        const ports = [ENV.FLEET_PORT + 1, ENV.FLEET_PORT + 2];
        const [a, b] = await Promise.all(
          ports.map((port, i) => startInstance(`instance-${'ab'[i]}`, port, settings)),
        );
        started.push(a!, b!);
        const balancer = await startNginx(nginx, work, ENV.FLEET_PORT, ports);
        stopNginx = balancer.stop;
        await runChecks(balancer.origin, a!, b!, settings, handle.db, work);
      } finally {
        await handle.close();
      }
      return checks.every((item) => item.ok) ? 0 : 1;
    });
  } finally {
    await stopAll(started, stopNginx);
    const failed = checks.some((item) => !item.ok);
    if (failed) console.log(`Kept for a look: ${work}`);
    else await rm(work, { recursive: true, force: true });
  }
}

async function runChecks(
  origin: string,
  a: Instance,
  b: Instance,
  settings: InstanceSettings,
  db: Parameters<typeof auditFleet>[0],
  work: string,
) {
  const upstreams = await upstreamsOf(origin, 10);
  check('1. round-robin over both instances', upstreams.size === 2, [...upstreams]);

  const codes = await codesSentForOnePhone([a, b], settings.outboxDir);
  check(
    '2. one code for ten requests spread over both',
    codes.accepted === 1 && codes.refused === 9 && codes.sent === 1,
    codes,
  );

  const hold = await holdSeenByTheOther(db, a, b, settings.outboxDir);
  check(
    '3. holds through A are sold out at once through B',
    hold.booked.every((code) => code === 200) && hold.detailAfter === 1001 && !hold.listedAfter,
    hold,
  );

  const e2e = await playwright(origin, settings.outboxDir);
  check('4. car-list and booking e2e through the balancer', e2e === 0, `playwright exited ${e2e}`);

  const prepared = await prepareBookings(`${origin}/api/v1_1`, settings.outboxDir, 600);
  const killed = await burst({
    origin,
    seconds: 12,
    searchers: 6,
    bookers: 6,
    bookings: prepared.slice(0, 300),
    eventAtMs: 4_000,
    event: () => a.kill('SIGKILL'),
  });
  report('5. kill -9 of A mid-burst', killed, failuresAfter(killed.attempts, RETRY_WINDOW_MS));
  await audit('5', db, killed);
  await a.exited;

  const again = await startInstance('instance-a-again', a.port, settings);
  const stopped = await burst({
    origin,
    seconds: 10,
    searchers: 6,
    bookers: 6,
    bookings: prepared.slice(300),
    eventAtMs: 3_000,
    event: () => again.kill('SIGTERM'),
  });
  report(
    '6. SIGTERM of A mid-burst',
    stopped,
    failures(stopped.attempts.filter((attempt) => attempt.kind === 'search')),
  );
  const exit = await Promise.race([
    again.exited,
    new Promise((resolve) => setTimeout(() => resolve('still running after 30 s'), 30_000)),
  ]);
  check(
    '6. A stopped by itself and exited 0',
    exit === 0,
    `exit ${String(exit)}; log ${path.relative(work, again.logFile)}`,
  );
  await audit('6', db, stopped);
}

function report(name: string, run: Awaited<ReturnType<typeof burst>>, failed: unknown[]) {
  const outcomes = [...run.outcomes.values()];
  const unanswered = outcomes.filter((outcome) => !FINAL_CODES.has(outcome.code));
  const retried = outcomes.filter((outcome) => outcome.tries > 1).length;
  check(`${name}: no failure after the retry window`, failed.length === 0, {
    requests: run.attempts.length,
    failedAfterWindow: failed.length,
    failedInWindow: run.attempts.filter(
      (x) => x.status === 'network' || (typeof x.status === 'number' && x.status >= 500),
    ).length,
  });
  check(`${name}: every booking answered`, unanswered.length === 0 && outcomes.length > 0, {
    bookings: outcomes.length,
    booked: outcomes.filter((outcome) => outcome.code === 200).length,
    retried,
    unanswered: unanswered.slice(0, 5),
  });
}

async function audit(
  step: string,
  db: Parameters<typeof auditFleet>[0],
  run: Awaited<ReturnType<typeof burst>>,
) {
  const answered = new Set(
    [...run.outcomes.values()].flatMap((outcome) => (outcome.tradeNo ? [outcome.tradeNo] : [])),
  );
  const result = await auditFleet(db, run.startedAt, answered);
  const problems = auditProblems(result);
  check(
    `${step}. nothing half-written, nothing held twice`,
    problems.length === 0,
    problems.length ? problems.join(', ') : result,
  );
}

function playwright(origin: string, outboxDir: string): Promise<number> {
  return new Promise((resolve) => {
    const ensure = spawn('npx', ['tsx', 'scripts/ensure-chromium.mts'], { stdio: 'inherit' });
    ensure.once('exit', (code) => {
      if (code !== 0) return resolve(code ?? 1);
      const run = spawn('npx', ['playwright', 'test', '-c', 'playwright.fleet.config.ts'], {
        stdio: 'inherit',
        env: childProcessEnv({ FLEET_ORIGIN: origin, E2E_OUTBOX_DIR: outboxDir }),
      });
      run.once('exit', (exitCode) => resolve(exitCode ?? 1));
    });
  });
}

async function stopAll(instances: Instance[], stopNginx: () => void) {
  stopNginx();
  for (const instance of instances) instance.kill('SIGTERM');
  await Promise.race([
    Promise.all(instances.map((instance) => instance.exited)),
    new Promise((resolve) => setTimeout(resolve, 20_000)),
  ]);
  for (const instance of instances) instance.kill('SIGKILL');
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof Missing) {
    console.error(error.message);
    process.exitCode = 2;
  } else {
    console.error(error);
    process.exitCode = 1;
  }
}
