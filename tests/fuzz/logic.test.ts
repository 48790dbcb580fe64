import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { z } from 'zod';
import { API_CODES } from '@/lib/api/contract/codes';
import { holdOpsCliKey } from '@/server/domain/operators/cli-key';
import { sandboxAcquirer } from '@/server/providers/payment/sandbox';
import { freshmanOff } from '../api/booking-fixtures';
import { testClient } from '../api/client';
import { openTestDatabase } from '../api/databases';
import { temporaryOutbox } from '../api/verification-fixtures';
import { fuzzEnv, seedOf } from './fuzz-env';
import { mutatedRequest, mutations, type Identities } from './mutations';
import { operationsOf, type FuzzOperation, type OpenApiDocument } from './openapi-operations';
import { VALID_REQUESTS } from './valid-requests';
import { buildWorld } from './world';

/**
 * The fuzz that reaches the logic (issue 35): every operation of the OpenAPI document starts from a
 * valid request (./valid-requests.ts: a real session, guest grant or staff session, an
 * Idempotency-Key, real ids made by ./world.ts) and is sent in variants that change one part of it
 * (./mutations.ts). A case reached the handler when its answer is neither the validation error nor
 * 401 / 403 (lib/api/contract/codes.ts). Fails on any 5xx, any answer outside the envelope, and any
 * operation none of whose cases reached its handler; prints the cases that did, per operation.
 */
const API_PREFIX = '/api/v1_1';
const CASES = Math.max(12, Math.ceil(fuzzEnv.FUZZ_RUNS / 4));
const NOT_REACHED: number[] = [API_CODES.params_error, API_CODES.unauthorized, API_CODES.forbidden];
const envelope = z.object({ code: z.number().int(), msg: z.string(), data: z.unknown() }).strict();

const outbox = await temporaryOutbox();
const database = await openTestDatabase('pglite');
await freshmanOff(database.db);
const client = testClient(database.db, {
  messages: outbox.provider,
  gateway: sandboxAcquirer(database.db, { settleAfterMs: 0 }),
});
const world = await buildWorld(client, database.db, outbox.dir);
const document = (await (await client.app.request(`${API_PREFIX}/doc`)).json()) as OpenApiDocument;
const operations = operationsOf(document);
const identities: Identities = {
  other: world.other.auth,
  forged: {
    'access-token': 'forged-token',
    Cookie: 'Auth=forged; Auth_guest=forged',
    'Staff-token': 'forged',
  },
};

type Tally = {
  cases: number;
  reached: number;
  statuses: Map<number, number>;
  problems: string[];
  /** wall time of the operation's cases */
  ms: number;
};
const tallies = new Map<string, Tally>();
const nameOf = (operation: FuzzOperation) => `${operation.method} ${operation.path.slice(API_PREFIX.length)}`;

afterAll(async () => {
  holdOpsCliKey(null);
  const rows = [...tallies].map(([name, t]) => {
    const statuses = [...t.statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    return `${t.reached === 0 ? '!!' : '  '} ${name.padEnd(48)} ${String(t.reached).padStart(4)} / ${String(t.cases).padEnd(4)} ${String(Math.round(t.ms)).padStart(6)} ms  ${statuses}`;
  });
  console.log(
    [
      `fuzz from valid requests: cases that reached the handler, per operation (seed ${fuzzEnv.FUZZ_SEED ?? 'per operation'})`,
      `   ${'operation'.padEnd(48)} reached / cases     time  statuses`,
      ...rows,
    ].join('\n'),
  );
  await database.close();
  await outbox.remove();
});

describe('fuzzing every operation from a valid request, one part changed at a time', () => {
  it('has a valid request for every operation of the document', () => {
    expect(operations.map(nameOf).filter((name) => !VALID_REQUESTS[name])).toEqual([]);
  });

  // Found by this fuzz (issue 35): an id past PostgreSQL's integer once reached the query and
  // answered 500; the contract's rowIdSchema now refuses it as bad input.
  it(
    'POST /payment/get_pre_auth_no refuses a sku_id past the integer range as bad input',
    async () => {
      const valid = await VALID_REQUESTS['POST /payment/get_pre_auth_no']!({
        world,
        client,
        db: database.db,
      });
      const answer = await client.postForm(
        '/payment/get_pre_auth_no',
        { ...(valid.body as Record<string, string>), sku_id: '2147483648' },
        valid.identity,
      );
      expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 400, code: -1 });
    },
  );
  it.each(['POST drivers', 'POST contacts', 'DELETE drivers', 'DELETE contacts'])(
    '%s/2147483648 is refused as bad input',
    async (call) => {
      const [method, kind] = call.split(' ') as ['POST' | 'DELETE', string];
      const valid = await VALID_REQUESTS[`${method} /user/${kind}/{id}`]!({ world, client, db: database.db });
      const answer =
        method === 'POST'
          ? await client.postForm(
              `/user/${kind}/2147483648`,
              valid.body as Record<string, string>,
              valid.identity,
            )
          : await client.delete(`/user/${kind}/2147483648`, valid.identity);
      expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 400, code: -1 });
    },
  );

  it.each(operations.map((operation) => [nameOf(operation), operation] as const))(
    '%s: no 5xx, always the envelope, and cases that reach the handler',
    async (name, operation) => {
      const entry = VALID_REQUESTS[name];
      if (!entry) throw new Error(`no valid request for ${name}: add one to tests/fuzz/valid-requests.ts`);
      const valid = await entry({ world, client, db: database.db });
      const seed = seedOf(name);
      const cases = fc.sample(mutations(operation, valid), { numRuns: CASES, seed });
      // The first case is the valid request itself.
      cases[0] = { kind: 'valid' };
      const tally: Tally = { cases: 0, reached: 0, statuses: new Map(), problems: [], ms: 0 };
      tallies.set(name, tally);
      const reusedKey = randomUUID();
      const started = performance.now();
      for (const [index, mutation] of cases.entries()) {
        const request = mutatedRequest(operation, valid, mutation, {
          identities,
          reusedKey,
          freshKey: randomUUID(),
        });
        const response = await client.app.request(request.url, request.init);
        const text = await response.text();
        tally.cases += 1;
        tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
        const type = response.headers.get('content-type') ?? '';
        const download = response.status === 200 && operation.downloads.some((d) => type.startsWith(d));
        let code: number | undefined = download ? API_CODES.ok : undefined;
        if (!download) {
          try {
            const parsed = envelope.safeParse(JSON.parse(text));
            if (parsed.success) code = parsed.data.code;
          } catch {
            code = undefined;
          }
        }
        const shown = () => `case ${index} (seed ${seed}): ${JSON.stringify(request.shown).slice(0, 500)}`;
        if (response.status >= 500)
          tally.problems.push(`status ${response.status} ${text.slice(0, 200)}; ${shown()}`);
        else if (code === undefined)
          tally.problems.push(`not an envelope: ${text.slice(0, 120)}; ${shown()}`);
        else if (!NOT_REACHED.includes(code)) tally.reached += 1;
        else if (index === 0)
          tally.problems.push(`the valid request did not reach the handler: ${text.slice(0, 300)}`);
      }
      tally.ms = performance.now() - started;
      expect(tally.problems.slice(0, 5)).toEqual([]);
      expect(tally.reached, `no case of ${name} reached its handler (seed ${seed})`).toBeGreaterThan(0);
    },
  );
});
