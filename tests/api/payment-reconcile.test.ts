import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { paymentStateSchema } from '@/lib/api/contract/payment';
import type { Db } from '@/server/db/client';
import { orders, payments, sandboxLedger } from '@/server/db/schema';
import { expireOverdueOrders } from '@/server/domain/booking/expiry';
import { reconcileStuckAttempts, STUCK_AFTER_MS } from '@/server/domain/payment/reconcile';
import { sandboxAcquirer } from '@/server/providers/payment/sandbox';
import type { PaymentGateway } from '@/server/providers/payment/types';
import { freshmanOff } from './booking-fixtures';
import { testClient } from './client';
import { databaseKinds, useApiDatabase } from './databases';
import { bookOnline, postPay, randomVisa } from './payment-fixtures';

/**
 * A payment cut off mid-call: the request that asked the acquirer never learns its answer (the
 * process died, the answer was lost). The attempt stays 'processing' and holds the order until the
 * reconcile job asks the acquirer by our reference.
 */
describe.each(databaseKinds)('reconciling cut-off payments on %s', (kind) => {
  const { database } = useApiDatabase(kind);
  let sandbox: PaymentGateway;

  beforeAll(async () => {
    await freshmanOff(database.db);
    sandbox = sandboxAcquirer(database.db, { settleAfterMs: 0 });
  });

  /** A gateway whose answer is lost: after the acquirer charged (`charged`), or before it heard of it. */
  const losingAnswers = (charged: boolean): PaymentGateway => ({
    ...sandbox,
    async charge(request, now) {
      if (charged) await sandbox.charge(request, now);
      throw new Error('socket hang up');
    },
  });

  const attemptsOf = (db: Db, orderId: string) =>
    db.select().from(payments).where(eq(payments.orderId, orderId));
  const chargesOf = (db: Db, reference: string) =>
    db.select().from(sandboxLedger).where(eq(sandboxLedger.reference, reference));
  const later = (ms: number) => new Date(Date.now() + ms);

  it('pays the order when the acquirer took the money, and answers the key with it', async () => {
    const order = await bookOnline(testClient(database.db, { gateway: sandbox }), database.db);
    const cut = testClient(database.db, { gateway: losingAnswers(true) });
    const key = randomUUID();
    const card = randomVisa();
    const first = await postPay(cut, order.tradeNo, { card_number: card }, { cookie: order.cookie, key });
    expect(paymentStateSchema.parse(first.body.data)).toMatchObject({
      payment_status: 'NOT_PAY',
      payment: { status: 'processing' },
    });

    // Past its 30 minutes, the sweep still leaves the order alone: a charge may have landed on it.
    expect(await expireOverdueOrders(database.db, later(31 * 60_000))).toBe(0);
    // Not stuck long enough yet: the job waits for the request's own answer.
    expect(await reconcileStuckAttempts(database.db, sandbox, later(STUCK_AFTER_MS / 2))).toBe(0);

    // Two instances run the job at once: the attempt is recorded once.
    const runs = await Promise.all(
      [1, 2].map(() => reconcileStuckAttempts(database.db, sandbox, later(STUCK_AFTER_MS + 1_000))),
    );
    expect(runs[0]! + runs[1]!).toBe(1);

    const [attempt] = await attemptsOf(database.db, order.row.id);
    expect(attempt).toMatchObject({ status: 'succeeded' });
    expect(await chargesOf(database.db, attempt!.id)).toHaveLength(1);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.row.id));
    expect(row!.paymentStatus).toBe('HAD_PAID');

    // The traveller's retry with the same key replays the reconciled answer: no second charge.
    const client = testClient(database.db, { gateway: sandbox });
    const retry = await postPay(client, order.tradeNo, { card_number: card }, { cookie: order.cookie, key });
    expect(paymentStateSchema.parse(retry.body.data)).toMatchObject({
      payment_status: 'HAD_PAID',
      payment: { status: 'succeeded' },
    });
    expect(await attemptsOf(database.db, order.row.id)).toHaveLength(1);
  });

  it('frees the order for another card when the acquirer never received the charge', async () => {
    const client = testClient(database.db, { gateway: sandbox });
    const order = await bookOnline(client, database.db);
    const cut = testClient(database.db, { gateway: losingAnswers(false) });
    await postPay(cut, order.tradeNo, { card_number: randomVisa() }, { cookie: order.cookie });

    expect(await reconcileStuckAttempts(database.db, sandbox, later(STUCK_AFTER_MS + 1_000))).toBe(1);
    const [failed] = await attemptsOf(database.db, order.row.id);
    expect(failed).toMatchObject({ status: 'failed', resultCode: 'network' });
    expect(await chargesOf(database.db, failed!.id)).toHaveLength(0);

    const next = await postPay(
      client,
      order.tradeNo,
      { card_number: randomVisa() },
      { cookie: order.cookie },
    );
    expect(paymentStateSchema.parse(next.body.data).payment_status).toBe('HAD_PAID');
  });
});
