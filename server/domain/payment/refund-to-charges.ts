import { and, desc, eq, inArray } from 'drizzle-orm';
import { toMinor } from '@/lib/money';
import type { Db } from '../../db/client';
import { chargeRefunds, orders, payments } from '../../db/schema';
import type { PaymentGateway, RefundOutcome } from '../../providers/payment/types';

/** The order's succeeded charges, the newest first (its payment, then any change's difference). */
export async function succeededCharges(db: Db, orderId: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.createdAt));
}

/** What the order's cards were charged in all, in minor units of its payment currency. */
export async function chargedMinor(db: Db, orderId: string, minorUnits: number): Promise<number> {
  const charges = await succeededCharges(db, orderId);
  return charges.reduce((sum, charge) => sum + toMinor(charge.amount, minorUnits), 0);
}

/**
 * Sends `amountMinor` back to the order's charges under one key, the newest charge first, none
 * beyond what it still holds: a refund larger than one charge (a booking paid, then a dearer
 * change's difference paid) is split across them. Each part is keyed at the gateway by the key and
 * the charge (the order's first charge by the key alone, as before there were several), and kept in
 * charge_refunds, so asking again with the key sends only what is still unsent and the gateway
 * refunds each part once. Answers the parts' references, or the gateway's refusal; throws
 * GatewayNetworkError as the gateway does (the parts sent so far are kept).
 */
export async function refundToCharges(
  db: Db,
  gateway: PaymentGateway,
  orderId: string,
  refund: { key: string; amountMinor: number },
  now: Date,
): Promise<RefundOutcome> {
  const [order] = await db.select({ bill: orders.bill }).from(orders).where(eq(orders.id, orderId));
  const charges = await succeededCharges(db, orderId);
  if (!order || charges.length === 0) return { status: 'refused', reason: 'unknown_charge' };
  const minorUnits = order.bill.currencies.payment.minorUnits;
  const parts = await db
    .select()
    .from(chargeRefunds)
    .where(
      inArray(
        chargeRefunds.paymentId,
        charges.map((charge) => charge.id),
      ),
    );
  const mine = parts.filter((part) => part.key === refund.key);
  const refs = mine.map((part) => part.gatewayRef);
  let left = refund.amountMinor - mine.reduce((sum, part) => sum + part.amountMinor, 0);
  const oldest = charges.at(-1)!;
  for (const charge of charges) {
    if (left <= 0) break;
    if (!charge.gatewayRef || mine.some((part) => part.paymentId === charge.id)) continue;
    const sent = parts
      .filter((part) => part.paymentId === charge.id)
      .reduce((sum, part) => sum + part.amountMinor, 0);
    const room = toMinor(charge.amount, minorUnits) - sent;
    if (room <= 0) continue;
    const amountMinor = Math.min(room, left);
    const key = charge.id === oldest.id ? refund.key : `${refund.key}:${charge.id}`;
    const outcome = await gateway.refund(charge.gatewayRef, { key, amountMinor }, now);
    if (outcome.status === 'refused') return outcome;
    await db
      .insert(chargeRefunds)
      .values({
        paymentId: charge.id,
        key: refund.key,
        amountMinor,
        gatewayRef: outcome.refundRef,
        createdAt: now,
      })
      .onConflictDoNothing();
    refs.push(outcome.refundRef);
    left -= amountMinor;
  }
  if (left > 0) return { status: 'refused', reason: 'over_refund' };
  return { status: 'refunded', refundRef: refs.join(' ') };
}
