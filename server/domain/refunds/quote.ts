import type { RefundQuote } from '@/lib/api/contract/refunds';
import { cancellationFee } from '@/lib/bill/cancellation';
import type { CancellationPolicy } from '@/lib/api/contract/cancellation';
import type { Db } from '../../db/client';
import type { orders } from '../../db/schema';
import { changeRefunds } from '../changes/change-refunds';
import { chargedMinor } from '../payment/refund-to-charges';
import { storeClock } from '../stores';

type OrderRow = typeof orders.$inferSelect;
type Minor = { payment: number; local: number };
const HOUR_MS = 3_600_000;

/**
 * What was paid online, in minor units of both currencies: the payment side from the gateway's
 * charges as recorded in the payments ledger (what the cards were really charged: the booking's
 * payment and any change's difference), the store side from the bill's online price. An order not
 * paid online paid nothing. A change that lowered the total sent part back (refundedByChanges):
 * the cards hold the rest.
 */
export function paidAmount(
  order: OrderRow,
  chargedMinor: number,
  refundedByChanges: Minor = { payment: 0, local: 0 },
): Minor {
  if (order.paymentStatus !== 'HAD_PAID' || chargedMinor === 0) return { payment: 0, local: 0 };
  return {
    payment: chargedMinor - refundedByChanges.payment,
    local: order.bill.onlinePrice.local,
  };
}

/**
 * The end of free cancellation: the deadline of the last tier of the policy's leading run of free
 * tiers (tiers go from the most hours before pick-up to the fewest, the first that fits wins), or
 * null when cancelling is never free.
 */
export function freeUntil(policy: CancellationPolicy, pickupAt: Date): Date | null {
  let hours: number | null = null;
  for (const tier of policy.tiers) {
    if (tier.fee.type !== 'none') break;
    hours = tier.hours_before;
  }
  return hours === null ? null : new Date(pickupAt.getTime() - hours * HOUR_MS);
}

/** An instant on a zone's clock, 'YYYY-MM-DD HH:mm' (24-hour). */
export function wallClock(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * The fee and the refund of cancelling at `now`, by the policy copied onto the order: from the pick-up
 * time on nothing is refunded, whatever the policy says.
 */
export function quoteAmounts(order: OrderRow, paid: Minor, now: Date): { fee: Minor; refund: Minor } {
  const msBefore = order.pickupAt.getTime() - now.getTime();
  const fee =
    msBefore <= 0
      ? paid
      : cancellationFee(
          order.cancellationPolicy,
          {
            paid,
            dayPrice: order.bill.baseSetBill.unitPrice,
            localMinorUnits: order.bill.currencies.local.minorUnits,
          },
          msBefore / HOUR_MS,
        );
  return { fee, refund: { payment: paid.payment - fee.payment, local: paid.local - fee.local } };
}

/** The quote of an order (the store's zone is its city's) at `now`, as GET /refund/get_refund_quote answers it (can_apply aside). */
export async function refundQuote(
  db: Db,
  order: OrderRow,
  now: Date,
): Promise<Omit<RefundQuote, 'can_apply'>> {
  const [charged, refundedByChanges, clock] = await Promise.all([
    chargedMinor(db, order.id, order.bill.currencies.payment.minorUnits),
    changeRefunds(db, order.id),
    storeClock(db, order.storeCode),
  ]);
  const paid = paidAmount(order, charged, refundedByChanges);
  const { fee, refund } = quoteAmounts(order, paid, now);
  const until = freeUntil(order.cancellationPolicy, order.pickupAt);
  const timeZone = clock.time_zone;
  return {
    trade_no: order.tradeNo,
    currencies: order.bill.currencies,
    paid,
    fee,
    refund,
    free_until: until
      ? { at: until.toISOString(), local: wallClock(until, timeZone), time_zone: timeZone }
      : null,
    store_clock: clock,
  };
}
