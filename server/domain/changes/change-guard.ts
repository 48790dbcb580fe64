import { changeRefusal } from '@/lib/orders/change-rules';
import type { Db } from '../../db/client';
import type { OrderRow } from '../booking/present-order';
import { latestRefundStatus } from '../booking/present-order';
import { ApiError } from '../errors';
import { orderFacts } from '../orders/facts';

/**
 * Refuses a change the rules do not allow now (lib/orders/change-rules.ts): change_not_allowed for
 * an order that is ended, picked up or in a refund, change_closed once the package's cut-off before
 * pick-up has passed.
 */
export async function assertChangeAllowed(db: Db, order: OrderRow, now: Date): Promise<void> {
  const refusal = changeRefusal(orderFacts(order, await latestRefundStatus(db, order.id), now), now);
  if (refusal === 'change_closed') {
    throw new ApiError('change_closed', { cutoff_hours: order.changePolicy?.cutoff_hours ?? null });
  }
  if (refusal) throw new ApiError(refusal);
}
