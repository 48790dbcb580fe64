import type { StoreClock } from '@/lib/api/contract/common';
import type { Refund } from '@/lib/api/contract/refunds';
import { nextRefundStatus } from '@/lib/orders/transitions';
import type { orders } from '../../db/schema';
import type { RefundRow } from './moves';

const NOTHING = { payment: 0, local: 0 };

/**
 * A refund as the API answers it, with its order's number, currencies and pick-up, and the pick-up
 * store's clock (storeClock / storeClocks in ../stores) on which the pages show its times.
 */
export function presentRefund(
  refund: RefundRow,
  order: typeof orders.$inferSelect,
  clock: StoreClock,
): Refund {
  const quote = refund.quote ?? { paid: NOTHING, fee: NOTHING, refund: NOTHING };
  return {
    trade_no: order.tradeNo,
    status: refund.status,
    reason: refund.reason as Refund['reason'],
    remark: refund.remark ?? '',
    currencies: order.bill.currencies,
    paid: quote.paid,
    fee: quote.fee,
    refund: quote.refund,
    reject_reason: refund.rejectReason,
    progress: refund.progress.map((step) => ({ status: step.status as Refund['status'], at: step.at })),
    can_revoke: nextRefundStatus(refund.status, 'revoke') !== null,
    created_at: refund.createdAt.toISOString(),
    pickup_at: order.pickupWall,
    store_code: order.storeCode,
    store_clock: clock,
  };
}
