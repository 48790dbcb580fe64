import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { paymentStateSchema } from '@/lib/api/contract/payment';
import type { Db } from '@/server/db/client';
import { orders, sessions, users } from '@/server/db/schema';
import { hashToken } from '@/server/domain/verification/secrets';
import { query } from './booking-fixtures';
import type { TestClient } from './client';
import { bookOnline, postPay, randomVisa } from './payment-fixtures';

/** An online booking paid by an approving card: NORMAL or CONFIRMED, HAD_PAID. */
export async function paidOrder(client: TestClient, db: Db, options: { currency?: string } = {}) {
  const order = await bookOnline(client, db, options);
  const paid = await postPay(client, order.tradeNo, { card_number: randomVisa() }, { cookie: order.cookie });
  const state = paymentStateSchema.parse(paid.body.data);
  if (state.payment_status !== 'HAD_PAID') throw new Error(`not paid: ${JSON.stringify(paid.body)}`);
  const [row] = await db.select().from(orders).where(eq(orders.id, order.row.id));
  return { ...order, row: row! };
}

/**
 * A registered user with a session (the Auth cookie), made in the database: these tests are about
 * refunds, tests/api/accounts.test.ts about signing up.
 */
export async function userSession(db: Db) {
  const [user] = await db
    .insert(users)
    .values({ email: `refunds-${randomBytes(6).toString('hex')}@example.com` })
    .returning({ id: users.id });
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind: 'user',
    userId: user!.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { userId: user!.id, cookie: `Auth=${token}` };
}

/** The refund endpoints as the site calls them. */
export function refundApi(client: TestClient) {
  return {
    quote: (tradeNo: string, cookie?: string) =>
      client.get(
        `/refund/get_refund_quote?${query({ trade_no: tradeNo })}`,
        cookie ? { Cookie: cookie } : {},
      ),
    detail: (tradeNo: string, cookie?: string) =>
      client.get(
        `/refund/get_refund_detail?${query({ trade_no: tradeNo })}`,
        cookie ? { Cookie: cookie } : {},
      ),
    list: (cookie?: string, page = 1, pageSize = 10) =>
      client.get(
        `/refund/get_refund_list?${query({ page, page_size: pageSize })}`,
        cookie ? { Cookie: cookie } : {},
      ),
    /** As the site sends it: with an Idempotency-Key (a new one unless given). */
    apply: (form: Record<string, string>, cookie?: string, key: string = randomUUID()) =>
      client.postForm('/refund/apply', form, {
        'Idempotency-Key': key,
        ...(cookie ? { Cookie: cookie } : {}),
      }),
    revoke: (tradeNo: string, cookie?: string) =>
      client.postForm('/refund/revoke', { trade_no: tradeNo }, cookie ? { Cookie: cookie } : {}),
  };
}

/** A number no order has (orders use random 12-24 digit numbers). */
export const unknownTradeNo = () => `9${Array.from(randomBytes(17), (byte) => byte % 10).join('')}`;
