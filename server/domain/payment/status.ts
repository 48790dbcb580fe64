import { desc, eq } from 'drizzle-orm';
import type { PaymentState } from '@/lib/api/contract/payment';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { ApiError } from '../errors';
import type { Identity } from '../identity';
import type { PaymentGateway } from '../../providers/payment/types';
import { findOwnOrder } from '../booking/order-access';
import { presentPaymentState } from './present';
import { settleAttempt } from './settle';

/**
 * GET /payment/get_payment_status: the order's payment state and its latest attempt. A pending
 * attempt is asked about at the gateway first (a status poll settles it as the job would).
 */
export async function paymentStatus(
  db: Db,
  gateway: PaymentGateway,
  identity: Identity,
  tradeNo: string,
  now: Date,
): Promise<PaymentState> {
  const order = await findOwnOrder(db, identity, tradeNo);
  if (!order) throw new ApiError('not_found');
  const [latest] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!latest) return await presentPaymentState(db, order, null, now);
  const attempt = await settleAttempt(db, gateway, latest, now);
  if (attempt === latest) return await presentPaymentState(db, order, attempt, now);
  const [current] = await db.select().from(orders).where(eq(orders.id, order.id));
  return await presentPaymentState(db, current ?? order, attempt, now);
}
