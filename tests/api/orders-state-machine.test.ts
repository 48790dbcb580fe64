import { eq } from 'drizzle-orm';
import { paymentStateSchema } from '@/lib/api/contract/payment';
import { orderMoveSources, orderMoveTarget } from '@/lib/orders/transitions';
import { orders, outboundMessages, packages, payments } from '@/server/db/schema';
import { expireOverdueOrders } from '@/server/domain/booking/expiry';
import { recordOutcome } from '@/server/domain/payment/outcome';
import { sandboxAcquirer } from '@/server/providers/payment/sandbox';
import { freshmanOff } from './booking-fixtures';
import { testClient, type TestClient } from './client';
import { databaseKinds, useApiDatabase } from './databases';
import { bookOnline, postPay, randomVisa } from './payment-fixtures';

/**
 * The payment and the expiry sweep move orders through the one state machine
 * (lib/orders/transitions.ts): the moves the table allows happen, the ones it forbids change nothing.
 */
describe.each(databaseKinds)('order status moves of payment and expiry on %s', (kind) => {
  const { database } = useApiDatabase(kind);
  let client: TestClient;

  beforeAll(async () => {
    await freshmanOff(database.db);
    client = testClient(database.db, { gateway: sandboxAcquirer(database.db, { settleAfterMs: 0 }) });
  });

  const rowOf = async (orderId: string) =>
    (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

  it('pays a confirm_now package to CONFIRMED / HAD_PAID in one move (pay_confirm_now)', async () => {
    const order = await bookOnline(client, database.db);
    const [pkg] = await database.db.select().from(packages).where(eq(packages.id, order.row.packageId));
    expect(pkg!.services).toContain('confirm_now');
    const paid = await postPay(
      client,
      order.tradeNo,
      { card_number: randomVisa() },
      { cookie: order.cookie },
    );
    expect(paymentStateSchema.parse(paid.body.data)).toMatchObject({
      order_status: 'CONFIRMED',
      payment_status: 'HAD_PAID',
    });
    expect(await rowOf(order.row.id)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'HAD_PAID' });
  });

  it('pays a package the store must still confirm to NORMAL / HAD_PAID (pay)', async () => {
    const order = await bookOnline(client, database.db);
    const [pkg] = await database.db.select().from(packages).where(eq(packages.id, order.row.packageId));
    await database.db
      .update(packages)
      .set({ services: pkg!.services.filter((service) => service !== 'confirm_now') })
      .where(eq(packages.id, pkg!.id));
    try {
      const paid = await postPay(
        client,
        order.tradeNo,
        { card_number: randomVisa() },
        { cookie: order.cookie },
      );
      expect(paymentStateSchema.parse(paid.body.data)).toMatchObject({
        order_status: 'NORMAL',
        payment_status: 'HAD_PAID',
      });
      expect(await rowOf(order.row.id)).toMatchObject({ status: 'NORMAL', paymentStatus: 'HAD_PAID' });
    } finally {
      await database.db.update(packages).set({ services: pkg!.services }).where(eq(packages.id, pkg!.id));
    }
  });

  it('a charge that lands on an order cancelled meanwhile moves nothing: the table refuses it', async () => {
    const order = await bookOnline(client, database.db);
    const now = new Date();
    const [attempt] = await database.db
      .insert(payments)
      .values({
        orderId: order.row.id,
        amount: '10.00',
        currency: order.row.paymentCurrency,
        status: 'processing',
        cardBrand: 'visa',
        cardLast4: '4242',
        idempotencyScope: 'test',
        idempotencyKey: 'cancelled-meanwhile',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await database.db.update(orders).set({ status: 'CANCEL' }).where(eq(orders.id, order.row.id));

    const recorded = await database.db.transaction((tx) =>
      recordOutcome(tx, attempt!, 'processing', { status: 'approved', gatewayRef: 'ref-1' }, now),
    );
    // The attempt records what the acquirer said (it needs a refund by hand); the order does not move.
    expect(recorded?.status).toBe('succeeded');
    expect(await rowOf(order.row.id)).toMatchObject({ status: 'CANCEL', paymentStatus: 'NOT_PAY' });
    const receipts = await database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.orderId, order.row.id));
    expect(receipts.map((message) => message.kind)).not.toContain('payment_receipt');
  });

  it('expires only what the table lets expire, to the status it names', async () => {
    expect(orderMoveSources('expire')).toEqual(['CREATE_ORDER']);
    const overdue = await bookOnline(client, database.db);
    // An ended order whose window has also run out: the table has no 'expire' move from CANCEL.
    const cancelled = await bookOnline(client, database.db);
    const past = new Date(Date.now() - 1000);
    await database.db.update(orders).set({ expiresAt: past }).where(eq(orders.id, overdue.row.id));
    await database.db
      .update(orders)
      .set({ expiresAt: past, status: 'CANCEL' })
      .where(eq(orders.id, cancelled.row.id));

    expect(await expireOverdueOrders(database.db, new Date())).toBe(1);
    expect((await rowOf(overdue.row.id)).status).toBe(orderMoveTarget('expire'));
    expect((await rowOf(cancelled.row.id)).status).toBe('CANCEL');
  });
});
