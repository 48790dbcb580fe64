import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { openPglite, type DbHandle } from '@/server/db/client';
import { operatorActions, refunds, sandboxLedger } from '@/server/db/schema';
import { freshmanOff } from './booking-fixtures';
import { testClient } from './client';
import { paidOrder, refundApi } from './refunds-fixtures';
import { opsCommand } from '../fixtures/ops-command';

/**
 * `npm run ops` as customer service runs it: a child process on an embedded database on disk (the
 * run's seeded template), which the test closes while the command works on it.
 */
describe('the ops command as a child process', () => {
  let dir: string;
  let handle: DbHandle | undefined;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ops-cli-'));
  });
  afterAll(async () => {
    await handle?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const ops = (args: string[]) => opsCommand(args, { PGLITE_DIR: dir, DATABASE_URL: '', OPERATOR: 'cs-cli' });

  it('approves a paid refund through the sandbox ledger, refuses a forbidden move with exit 1', async () => {
    const dump = await readFile(inject('apiTestTemplates').pglite.seeded);
    handle = await openPglite(dir, { loadDataDir: new Blob([dump]) });
    await freshmanOff(handle.db);
    const client = testClient(handle.db);
    const order = await paidOrder(client, handle.db);
    expect(
      (await refundApi(client).apply({ trade_no: order.tradeNo, reason: 'other' }, order.cookie)).body.code,
    ).toBe(200);
    await handle.close();
    handle = undefined;

    const approved = await ops(['refunds', 'approve', order.tradeNo]);
    expect(approved.stderr).not.toMatch(/refused|failed/);
    expect(approved.code).toBe(0);
    expect(approved.stdout).toContain(
      `refund_approve ${order.tradeNo}: REQUEST_REFUND -> REFUNDING (by cs-cli)`,
    );

    const forbidden = await ops(['refunds', 'review', order.tradeNo]);
    expect(forbidden.code).toBe(1);
    expect(forbidden.stderr).toContain('refused: the refund is REFUNDING, and review is not allowed');

    handle = await openPglite(dir);
    const [refund] = await handle.db.select().from(refunds).where(eq(refunds.orderId, order.row.id));
    expect(refund!.status).toBe('REFUNDING');
    const ledger = await handle.db
      .select()
      .from(sandboxLedger)
      .where(eq(sandboxLedger.reference, refund!.id));
    expect(ledger.map((row) => [row.kind, row.amountMinor])).toEqual([
      ['refund', refund!.quote!.refund.payment],
    ]);
    const actions = await handle.db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.refundId, refund!.id));
    expect(actions.map((action) => [action.action, action.operator])).toEqual([['refund_approve', 'cs-cli']]);
  }, 600_000);
});
