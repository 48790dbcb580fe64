import { DEFAULT_CHANGE_POLICY, type ChangePolicy } from '@/lib/api/contract/order-change';
import { orderActions, type OrderFacts } from './transitions';

/**
 * When a booking may be changed (issue 32; README 'Changing a booking'): the one statement of the
 * rule, read by the order page and by the API. A change is taken while the order is booked and not
 * ended (waiting for its payment, booked or confirmed), no refund is in progress or done, and the
 * package's cut-off before pick-up has not passed. Never after pick-up: the cut-off is at or before it.
 */

/** The terms of an order booked before packages stated any. */
export const changePolicyOf = (policy: ChangePolicy | null | undefined): ChangePolicy =>
  policy ?? DEFAULT_CHANGE_POLICY;

/** The last moment a change is taken: the cut-off's hours before the pick-up instant. */
export const changeDeadline = (pickupAt: Date | string, policy: ChangePolicy): Date =>
  new Date(new Date(pickupAt).getTime() - policy.cutoff_hours * 3_600_000);

/** Why the order cannot be changed now, as the API's error names it; null when it can. */
export function changeRefusal(
  facts: OrderFacts,
  now: Date,
): 'change_not_allowed' | 'change_closed' | null {
  if (orderActions(facts, now).includes('change')) return null;
  const live = facts.status === 'CREATE_ORDER' || facts.status === 'NORMAL' || facts.status === 'CONFIRMED';
  const refundClosed =
    facts.refundStatus === null || facts.refundStatus === 'REVOKED' || facts.refundStatus === 'REJECTED';
  const beforePickup = now.getTime() < Date.parse(facts.pickupAt);
  return live && refundClosed && beforePickup ? 'change_closed' : 'change_not_allowed';
}
