import type { OrderStatus } from '@/lib/api/contract/booking';
import type { ApiErrorName } from '@/lib/api/contract/envelope';
import type { RentalStageName } from '@/lib/api/contract/ops-desk';

/**
 * Which counter move a rental allows now, and the named refusal when it does not: the one rule the
 * desk's day (its `can`) and its moves both read. Pure, so each refusal is tested on its own.
 * - hand over: a booking that will happen (NORMAL or CONFIRMED, paid unless it is paid at the
 *   counter), still ready, on or after its pick-up day on the store's clock;
 * - take back: a car that was handed over and not yet taken back;
 * - no-show: a booking that will happen, still ready, once its pick-up time has passed.
 * A no-show is final here: the traveller who turns up later books again (or customer service helps).
 */
export type RentalFacts = {
  status: OrderStatus;
  payMethod: 'FULL_PREPAID' | 'ARRIVAL';
  paymentStatus: 'NOT_PAY' | 'HAD_PAID';
  stage: RentalStageName;
  pickupAt: Date;
  /** 'YYYY-MM-DD' of the pick-up, and of now, on the pick-up store's clock */
  pickupDate: string;
  today: string;
};

export type DeskRefusal = Extract<ApiErrorName, `desk_${string}`>;

/** A booking the counter serves: not cancelled, expired, unpaid online or a test. */
export const isActiveBooking = (facts: Pick<RentalFacts, 'status' | 'payMethod' | 'paymentStatus'>) =>
  (facts.status === 'NORMAL' || facts.status === 'CONFIRMED') &&
  (facts.payMethod === 'ARRIVAL' || facts.paymentStatus === 'HAD_PAID');

const STAGE_REFUSAL: Record<Exclude<RentalStageName, 'ready'>, DeskRefusal> = {
  picked_up: 'desk_already_picked_up',
  returned: 'desk_already_returned',
  no_show: 'desk_not_ready',
};

export function handOverRefusal(facts: RentalFacts): DeskRefusal | null {
  if (facts.stage !== 'ready') return STAGE_REFUSAL[facts.stage];
  if (!isActiveBooking(facts)) return 'desk_order_not_active';
  if (facts.today < facts.pickupDate) return 'desk_not_due';
  return null;
}

export function takeBackRefusal(facts: Pick<RentalFacts, 'stage'>): DeskRefusal | null {
  if (facts.stage === 'picked_up') return null;
  return facts.stage === 'returned' ? 'desk_already_returned' : 'desk_not_picked_up';
}

export function noShowRefusal(facts: RentalFacts, now: Date): DeskRefusal | null {
  if (facts.stage !== 'ready') return STAGE_REFUSAL[facts.stage];
  if (!isActiveBooking(facts)) return 'desk_order_not_active';
  if (now.getTime() < facts.pickupAt.getTime()) return 'desk_before_pickup_time';
  return null;
}
