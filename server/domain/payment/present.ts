import type { PaymentAttempt, PaymentState } from '@/lib/api/contract/payment';
import { CARD_BRANDS } from '@/lib/payment/card-brand';
import type { orders } from '../../db/schema';
import { effectiveStatus } from '../booking/expiry';
import type { PaymentRow } from './outcome';

type OrderRow = typeof orders.$inferSelect;

export function presentAttempt(attempt: PaymentRow, order: OrderRow): PaymentAttempt {
  const brand = (CARD_BRANDS as readonly string[]).includes(attempt.cardBrand ?? '')
    ? (attempt.cardBrand as PaymentAttempt['card_brand'])
    : null;
  return {
    payment_no: attempt.id,
    status: attempt.status,
    code: attempt.resultCode,
    card_brand: brand,
    card_last4: attempt.cardLast4,
    amount: order.bill.onlinePrice,
    currency: attempt.currency,
    created_at: attempt.createdAt.toISOString(),
  };
}

export function presentPaymentState(order: OrderRow, attempt: PaymentRow | null, now: Date): PaymentState {
  return {
    trade_no: order.tradeNo,
    order_status: effectiveStatus(order, now),
    payment_status: order.paymentStatus,
    payment: attempt ? presentAttempt(attempt, order) : null,
  };
}
