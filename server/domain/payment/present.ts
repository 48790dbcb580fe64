import type { PaymentAttempt, PaymentState } from '@/lib/api/contract/payment';
import { toMinor } from '@/lib/money';
import { CARD_BRANDS } from '@/lib/payment/card-brand';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderChanges, type orders } from '../../db/schema';
import { effectiveStatus } from '../booking/expiry';
import type { PaymentRow } from './outcome';

type OrderRow = typeof orders.$inferSelect;

export function presentAttempt(attempt: PaymentRow, order: OrderRow, changeLocal?: number): PaymentAttempt {
  const brand = (CARD_BRANDS as readonly string[]).includes(attempt.cardBrand ?? '')
    ? (attempt.cardBrand as PaymentAttempt['card_brand'])
    : null;
  return {
    payment_no: attempt.id,
    status: attempt.status,
    code: attempt.resultCode,
    card_brand: brand,
    card_last4: attempt.cardLast4,
    // A change's difference: its own amount; the store side as the change stated it.
    amount: attempt.changeId
      ? {
          payment: toMinor(attempt.amount, order.bill.currencies.payment.minorUnits),
          local: changeLocal ?? 0,
        }
      : order.bill.onlinePrice,
    change_id: attempt.changeId,
    currency: attempt.currency,
    created_at: attempt.createdAt.toISOString(),
  };
}

/** The order's payment state with its latest attempt (a change's difference read with its change). */
export async function presentPaymentState(
  db: Db,
  order: OrderRow,
  attempt: PaymentRow | null,
  now: Date,
): Promise<PaymentState> {
  const [change] = attempt?.changeId
    ? await db
        .select({ local: orderChanges.dueLocalMinor })
        .from(orderChanges)
        .where(eq(orderChanges.id, attempt.changeId))
    : [];
  return {
    trade_no: order.tradeNo,
    order_status: effectiveStatus(order, now),
    payment_status: order.paymentStatus,
    payment: attempt ? presentAttempt(attempt, order, change?.local) : null,
  };
}
