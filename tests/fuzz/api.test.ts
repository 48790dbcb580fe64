import fc from 'fast-check';
import { z } from 'zod';
import { createApp } from '@/server/app';
import { openTestDatabase } from '../api/databases';
import { addTestStaff, staffHeaders } from '../api/staff-fixtures';
import { fuzzEnv, seedOf as seedOfName } from './fuzz-env';
import { fuzzCases, type FuzzCase } from './inputs';
import { operationsOf, type FuzzOperation, type OpenApiDocument } from './openapi-operations';

/**
 * Every operation of the OpenAPI document gets FUZZ_RUNS generated requests (./inputs.ts) on a fresh
 * copy of the seeded database, so the writes it makes (orders, codes) go nowhere. A failure is any
 * 5xx, any answer that is not the { code, msg, data } envelope, or any answer over the budget.
 *
 * The budget is server time: the CPU time this process spent on the request (requests go one at a
 * time, in-process, and PGlite runs in this thread, so that is the API's own work), at most 2 s.
 * Wall time is reported too but only a hang (over 30 s) fails: on a loaded two-core machine wall
 * time measures the neighbours as much as the API.
 */
const env = fuzzEnv;
const CPU_BUDGET_MS = 2_000;
const HANG_MS = 30_000;

const envelope = z.object({ code: z.number().int(), msg: z.string(), data: z.unknown() }).strict();

const database = await openTestDatabase('pglite');
const app = createApp({ db: database.db });
const document = (await (await app.request('/api/v1_1/doc')).json()) as OpenApiDocument;
const operations = operationsOf(document);
// The back office's calls are fuzzed as an administrator (every permission), so the input reaches
// the logic behind the session check; its sign-in and command-line doors are fuzzed without one
// (a generated logout must not end the session the rest use).
const admin = await addTestStaff(database.db, { roles: ['admin'] });
const adminHeaders = await staffHeaders(database.db, admin);
const signedInAsStaff = (operation: FuzzOperation) =>
  operation.path.startsWith('/api/v1_1/ops/') && !/^\/api\/v1_1\/ops\/(auth|cli)\//.test(operation.path);

afterAll(() => database.close());

const seedOf = (operation: FuzzOperation) => seedOfName(`${operation.method} ${operation.path}`);

function requestOf(operation: FuzzOperation, input: FuzzCase): Request {
  const url = new URL(`http://localhost${operation.path}`);
  for (const [key, value] of input.query) url.searchParams.append(key, value);
  const headers = new Headers(input.headers);
  if (signedInAsStaff(operation))
    for (const [key, value] of Object.entries(adminHeaders)) headers.set(key, value);
  if (input.body?.contentType) headers.set('Content-Type', input.body.contentType);
  return new Request(url, { method: operation.method, headers, body: input.body?.text });
}

async function send(operation: FuzzOperation, input: FuzzCase) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const response = await app.request(requestOf(operation, input));
  const text = await response.text();
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  const wallMs = performance.now() - started;
  let problem: string | undefined;
  if (response.status >= 500) problem = `status ${response.status}`;
  else if (cpuMs > CPU_BUDGET_MS) problem = `server time ${Math.round(cpuMs)} ms`;
  else if (wallMs > HANG_MS) problem = `hung ${Math.round(wallMs)} ms`;
  // A documented download (the campaign report's CSV) is a file, not an envelope.
  else if (response.status === 200 && response.headers.get('content-type')?.startsWith('text/csv'))
    problem = undefined;
  else {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (!envelope.safeParse(parsed).success) problem = `not an envelope: ${text.slice(0, 120)}`;
  }
  return { problem, status: response.status, cpuMs, wallMs };
}

describe('fuzzing the API from its OpenAPI document', () => {
  it('finds operations to fuzz', () => {
    expect(operations.length).toBeGreaterThan(10);
  });

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s answers every generated input in the envelope, below 500, within budget',
    async (name, operation) => {
      const inputs = fc.sample(fuzzCases(operation), { numRuns: env.FUZZ_RUNS, seed: seedOf(operation) });
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      let maxCpu = 0;
      let maxWall = 0;
      for (const [index, input] of inputs.entries()) {
        const result = await send(operation, input);
        statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
        maxCpu = Math.max(maxCpu, result.cpuMs);
        maxWall = Math.max(maxWall, result.wallMs);
        if (result.problem) {
          const shown = JSON.stringify(input, (_k, v: unknown) =>
            typeof v === 'string' && v.length > 200 ? `${v.slice(0, 60)}…(${v.length})` : v,
          );
          failures.push(`case ${index}: ${result.problem}; input ${shown.slice(0, 400)}`);
        }
      }
      const byStatus = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ');
      console.log(
        `fuzz ${name}: ${inputs.length} cases, ${failures.length} failures (${byStatus}); ` +
          `max server ${Math.round(maxCpu)} ms, max wall ${Math.round(maxWall)} ms, seed ${seedOf(operation)}`,
      );
      expect(failures.slice(0, 5)).toEqual([]);
    },
  );
});
