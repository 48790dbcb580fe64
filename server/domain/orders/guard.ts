import { orderActions, type OrderAction } from '@/lib/orders/transitions';
import type { OrderRow } from '../booking/present-order';
import { latestRefundStatus } from '../booking/present-order';
import type { Db } from '../../db/client';
import { ApiError } from '../errors';
import { orderFacts } from './facts';

/**
 * Refuses the action unless the shared state machine offers it on the order now (its effective
 * status, its newest refund, whether it is a guest's): the pages offer exactly these actions, and
 * a stale page's request is refused with order_action_not_allowed.
 */
export async function assertActionAllowed(db: Db, order: OrderRow, action: OrderAction, now: Date) {
  const allowed = orderActions(orderFacts(order, await latestRefundStatus(db, order.id), now), now);
  if (!allowed.includes(action)) throw new ApiError('order_action_not_allowed');
}
