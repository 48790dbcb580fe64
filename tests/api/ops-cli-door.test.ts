import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { operatorActions, orders, refunds, sandboxLedger } from '@/server/db/schema';
import { holdOpsCliKey, newOpsCliKey } from '@/server/domain/operators/cli-key';
import { opsKeyFilePath, type OpsKeyFile } from '@/server/process/ops-key';
import { throughTheDoor } from '@/server/routes/ops/cli';
import { findHolder } from '@/scripts/ops/server-door';
import type { App } from '@/server/app';
import { databaseKinds, useApiDatabase } from './databases';
import { paidOrder, refundApi } from './refunds-fixtures';
import { opsCommand } from '../fixtures/ops-command';

type DoorAnswer = { exit_code: number; out: string[]; err: string[] };

/** POST /ops/cli/run as `npm run ops` sends it: from loopback, with the server's key. */
function useDoor() {
  const key = newOpsCliKey();
  beforeAll(() => holdOpsCliKey(key));
  afterAll(() => holdOpsCliKey(null));
  return key;
}

describe.each(databaseKinds)('the command line door (POST /ops/cli/run) on %s', (kind) => {
  const { database, client } = useApiDatabase(kind, { freshman: false });
  const key = useDoor();
  const api = refundApi(client);
  const door = (form: Record<string, string>, headers: Record<string, string> = {}) =>
    client.postForm('/ops/cli/run', form, { 'ops-cli-key': key, 'x-forwarded-for': '127.0.0.1', ...headers });
  const command = (args: string[], operator = 'cs-door') =>
    door({ args: JSON.stringify(args), operator }).then((answer) => {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data as DoorAnswer;
    });

  async function requested() {
    const order = await paidOrder(client, database.db);
    expect((await api.apply({ trade_no: order.tradeNo, reason: 'other' }, order.cookie)).body.code).toBe(200);
    const [refund] = await database.db.select().from(refunds).where(eq(refunds.orderId, order.row.id));
    return { ...order, refund: refund! };
  }

  /** What a command that did nothing leaves as it was. */
  async function snapshot(orderId: string, refundId: string) {
    const [refund] = await database.db.select().from(refunds).where(eq(refunds.id, refundId));
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    const [actions] = await database.db
      .select({ n: count() })
      .from(operatorActions)
      .where(eq(operatorActions.orderId, orderId));
    const [ledger] = await database.db
      .select({ n: count() })
      .from(sandboxLedger)
      .where(and(eq(sandboxLedger.kind, 'refund'), eq(sandboxLedger.reference, refundId)));
    return {
      refund: refund!.status,
      progress: refund!.progress.length,
      order: order!.status,
      actions: Number(actions!.n),
      ledger: Number(ledger!.n),
    };
  }

  it('opens only to the key (401) and only to this machine (403); nothing runs behind a refusal', async () => {
    const order = await requested();
    const before = await snapshot(order.row.id, order.refund.id);
    const approve = { args: JSON.stringify(['refunds', 'approve', order.tradeNo]), operator: 'mallory' };

    for (const headers of [
      { 'ops-cli-key': 'not-the-key' },
      { 'ops-cli-key': '' },
      { 'ops-cli-key': `${key}x` },
    ]) {
      const answer = await door(approve, headers);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 401, data: null });
    }
    // The right key from another machine, or from nobody the Node guard vouches for.
    for (const address of ['203.0.113.7', '10.0.0.2', '::ffff:127.0.0.1, 127.0.0.1', 'localhost', '']) {
      const answer = await door(approve, { 'x-forwarded-for': address });
      expect(answer.status, address).toBe(403);
      expect(answer.body).toMatchObject({ code: 403, data: null });
    }
    // Before the input is read: no params error for a caller who may not use the door.
    expect((await door({ args: 'nonsense' }, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(403);
    expect((await door({ args: 'nonsense' }, { 'ops-cli-key': 'wrong' })).status).toBe(401);

    // No key held (a server on PostgreSQL): the door is shut to every key.
    holdOpsCliKey(null);
    try {
      expect((await door(approve)).status).toBe(401);
    } finally {
      holdOpsCliKey(key);
    }
    expect(await snapshot(order.row.id, order.refund.id)).toEqual(before);

    // IPv6 loopback is this machine too.
    expect((await door({ args: '["--help"]' }, { 'x-forwarded-for': '::1' })).body).toMatchObject({
      code: 200,
      data: { exit_code: 0 },
    });
  });

  it('runs the command in the server: its lines and exit code, the action recorded by cli:<operator>', async () => {
    const order = await requested();
    const answer = await command(['refunds', 'approve', order.tradeNo]);
    expect(answer).toMatchObject({ exit_code: 0, err: [] });
    expect(answer.out[0]).toBe(
      `refund_approve ${order.tradeNo}: REQUEST_REFUND -> REFUNDING (by cli:cs-door)`,
    );
    expect(await snapshot(order.row.id, order.refund.id)).toMatchObject({
      refund: 'REFUNDING',
      actions: 1,
      ledger: 1,
    });
    const actions = await database.db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.refundId, order.refund.id));
    expect(actions.map((row) => [row.action, row.operator, row.staffId])).toEqual([
      ['refund_approve', 'cli:cs-door', null],
    ]);

    // A list reads the server's database.
    const list = await command(['refunds', 'list', '--status', 'REFUNDING', '--limit', '1000']);
    expect(list.exit_code).toBe(0);
    expect(list.out.some((line) => line.startsWith(order.tradeNo))).toBe(true);

    // --operator in the args names who acts, marked as well.
    const completed = await command(['refunds', 'complete', order.tradeNo, '--operator', 'anna']);
    expect(completed.exit_code).toBe(0);
    expect(completed.out[0]).toBe(
      `refund_complete ${order.tradeNo}: REFUNDING -> COMPLETE_REFUND (by cli:anna)`,
    );
  });

  it('answers a refused command with exit code 1 and its reason, and changes nothing', async () => {
    const order = await requested();
    expect((await command(['refunds', 'approve', order.tradeNo])).exit_code).toBe(0);
    const before = await snapshot(order.row.id, order.refund.id);
    const refused = await command(['refunds', 'review', order.tradeNo]);
    expect(refused.exit_code).toBe(1);
    expect(refused.out).toEqual([]);
    expect(refused.err).toEqual([
      'refused: the refund is REFUNDING, and review is not allowed from REFUNDING; nothing changed',
    ]);
    expect(await snapshot(order.row.id, order.refund.id)).toEqual(before);

    // A usage error: exit code 2, the usage on standard error, nothing changed either.
    const usage = await command(['refunds', 'approve']);
    expect(usage.exit_code).toBe(2);
    expect(usage.err.join('\n')).toContain('refunds approve needs an order number');
    const nobody = await command(['refunds', 'approve', order.tradeNo], '');
    expect(nobody.exit_code).toBe(2);
    expect(nobody.err.join('\n')).toContain('who is acting?');
    expect(await snapshot(order.row.id, order.refund.id)).toEqual(before);
  });

  it("answers -1 'params error' to args that are not a JSON array of strings", async () => {
    for (const args of ['nonsense', '{"refunds":"list"}', '["refunds", 1]', '"refunds list"', 'null']) {
      const answer = await door({ args, operator: 'cs-door' });
      expect(answer.status, args).toBe(400);
      expect(answer.body, args).toMatchObject({ code: -1, msg: 'params error' });
    }
    expect((await door({ operator: 'cs-door' })).body).toMatchObject({ code: -1 });
    expect((await door({ args: JSON.stringify(Array(65).fill('x')) })).body).toMatchObject({ code: -1 });
    expect((await door({ args: '[]', operator: 'x'.repeat(81) })).body).toMatchObject({ code: -1 });
  });

  it('answers any command line with its exit code, never a failure of the server', async () => {
    const odd = [
      [],
      ['--unknown'],
      ['\u0000', '--'],
      ['orders', 'list', '--limit', 'abc'],
      ['orders', 'list', '--status', 'bogus'],
      ['orders', 'confirm', '999999999999', '--pickup-no', 'x'.repeat(2000)],
      ['refunds', 'reject', '999999999999', '--reason', ''],
      ['refunds', 'approve', '999999999999', '--operator'],
      ['refunds', 'complete', '9'.repeat(24)],
    ];
    for (const args of odd) {
      const answer = await command(args);
      expect([0, 1, 2], JSON.stringify(args)).toContain(answer.exit_code);
      expect(answer.exit_code === 0 || answer.err.length > 0, JSON.stringify(args)).toBe(true);
    }
  });
});

describe('who acts through the door', () => {
  it("marks every --operator the command reads, and the caller's default, as cli:<name>", () => {
    expect(throughTheDoor(['refunds', 'list'], 'amy')).toEqual({
      args: ['refunds', 'list'],
      env: { OPERATOR: 'cli:amy' },
    });
    expect(throughTheDoor(['refunds', 'approve', '1', '--operator', 'bob'], 'amy').args).toEqual([
      'refunds',
      'approve',
      '1',
      '--operator',
      'cli:bob',
    ]);
    expect(throughTheDoor(['--operator=bob', 'refunds', 'list', '--operator', 'cli:eve'], undefined)).toEqual(
      {
        args: ['--operator=cli:bob', 'refunds', 'list', '--operator', 'cli:eve'],
        env: { OPERATOR: undefined },
      },
    );
    // After '--' it is an argument, which the command refuses as one.
    expect(throughTheDoor(['refunds', 'list', '--', '--operator', 'x'], '').args).toEqual([
      'refunds',
      'list',
      '--',
      '--operator',
      'x',
    ]);
  });
});

/**
 * `npm run ops` as a child process beside a server on the embedded database: a server of this test
 * (the API over HTTP on loopback, saying who the client is as the Node guard does) and its key file
 * for a data folder that does not exist, so the command can only have run through the door.
 */
describe('npm run ops beside a running server', () => {
  const { database, client } = useApiDatabase('pglite', { freshman: false });
  const key = useDoor();
  let dir: string;
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ops-door-'));
    server = http.createServer((request, response) => void answer(client.app, request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  const pgliteDir = () => path.join(dir, 'pglite');
  const writeKeyFile = (file: OpsKeyFile) =>
    writeFile(opsKeyFilePath(pgliteDir()), JSON.stringify(file), { mode: 0o600 });
  const ops = (args: string[]) =>
    opsCommand(args, { PGLITE_DIR: pgliteDir(), DATABASE_URL: '', OPERATOR: 'cs-child' });

  it('sends the command to the server that answers and prints its lines with its exit code', async () => {
    await writeKeyFile({ url, key, pid: process.pid });
    const order = await paidOrder(client, database.db);
    expect(
      (await refundApi(client).apply({ trade_no: order.tradeNo, reason: 'other' }, order.cookie)).body.code,
    ).toBe(200);

    const approved = await ops(['refunds', 'approve', order.tradeNo]);
    expect(approved).toMatchObject({ code: 0, stderr: '' });
    expect(approved.stdout).toContain(
      `refund_approve ${order.tradeNo}: REQUEST_REFUND -> REFUNDING (by cli:cs-child)`,
    );
    const [refund] = await database.db.select().from(refunds).where(eq(refunds.orderId, order.row.id));
    expect(refund!.status).toBe('REFUNDING');

    const refused = await ops(['refunds', 'review', order.tradeNo]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('refused: the refund is REFUNDING, and review is not allowed');
    expect((await ops(['refunds'])).code).toBe(2);

    // A key file whose key is not this server's: refused, and the database left alone.
    await writeKeyFile({ url, key: newOpsCliKey(), pid: process.pid });
    const wrongKey = await ops(['refunds', 'list']);
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.stderr).toContain(`failed: the site at ${url} refused the command (401`);
    expect(existsSync(pgliteDir())).toBe(false);
  }, 600_000);

  it('waits for a server that lives but does not answer, and does not open the database under it', async () => {
    await writeKeyFile({ url: 'http://127.0.0.1:9', key, pid: process.pid });
    const said: string[] = [];
    const holder = await findHolder(
      pgliteDir(),
      { out: () => {}, err: (line) => said.push(line) },
      { waitMs: 600 },
    );
    expect(holder.kind).toBe('busy');
    expect(said[0]).toContain(`waiting for the site (pid ${process.pid})`);
  });

  it('opens the embedded database itself, and says so, when the key file is left by a server that is gone', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    await writeKeyFile({ url: 'http://127.0.0.1:9', key, pid: gone.pid! });
    const listed = await ops(['refunds', 'list']);
    expect(listed.stderr).toContain('no site answers at http://127.0.0.1:9');
    expect(listed.stderr).toContain('opening the embedded database directly');
    expect(listed).toMatchObject({ code: 0 });
    expect(listed.stdout).toContain('0 refund(s)');
    expect(existsSync(pgliteDir())).toBe(true);
  }, 600_000);
});

/** The API over HTTP, with X-Forwarded-For set to the peer as the Node guard sets it. */
async function answer(app: App, request: http.IncomingMessage, response: http.ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string' && name !== 'x-forwarded-for') headers.set(name, value);
  }
  headers.set('x-forwarded-for', request.socket.remoteAddress!.replace(/^::ffff:/, ''));
  const answered = await app.fetch(
    new Request(`http://${request.headers.host}${request.url}`, {
      method: request.method,
      headers,
      body: request.method === 'GET' ? undefined : Buffer.concat(chunks),
    }),
  );
  response.writeHead(answered.status, Object.fromEntries(answered.headers));
  response.end(Buffer.from(await answered.arrayBuffer()));
}
