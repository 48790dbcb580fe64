import type { OrderStatus } from '@/lib/api/contract/booking';
import type { LocalizedText } from '@/lib/api/contract/car';
import type { Money } from '@/lib/site/booking-flow/money';
import type { OrderAction, OrderPaymentState, RefundState } from '@/lib/orders/transitions';

/** The tabs of /order: every order, or those with a refund (after-sales). */
export type OrderListTab = 'all' | 'refund';

/** One end of a listed trip: the store's short name, and the time on its wall ('YYYY-MM-DD HH:mm'). */
export type ListedTripEnd = { store: LocalizedText; wallTime: string };

/** One card of /order: the car, the trip, the status, the total and what can be done now. */
export type OrderListEntry = {
  tradeNo: string;
  status: OrderStatus;
  paymentStatus: OrderPaymentState;
  payMethod: 'FULL_PREPAID' | 'ARRIVAL';
  car: { name: string; image: string };
  pickup: ListedTripEnd;
  dropOff: ListedTripEnd;
  total: Money;
  refundStatus: RefundState | null;
  /** exactly what the API allows now (lib/orders/transitions.ts orderActions) */
  actions: OrderAction[];
};

/** One page of a tab of /order, newest first; `total` counts the tab's orders. */
export type OrderListPage = { orders: OrderListEntry[]; total: number };

/** The distance a day the package allows, and what each unit beyond it costs. */
export type MileageAllowance = {
  unlimited: boolean;
  quantity: number | null;
  unit: 'mi' | 'km';
  /** per extra unit, in `currency`; null when the store states no price */
  overagePrice: number | null;
  currency: string;
};

/**
 * The order as the parts of its page that an action changes read it (its facts, amounts, actions
 * and files): spec §3 Order's state in words and its amounts, on the pick-up store's clock.
 */
export type OrderDetail = {
  tradeNo: string;
  status: OrderStatus;
  paymentStatus: OrderPaymentState;
  payMethod: 'FULL_PREPAID' | 'ARRIVAL';
  pickupNo: string | null;
  createdAt: string;
  /** the pick-up store's zone and city, for the times shown */
  storeClock: { zone: string; city: LocalizedText };
  rentDays: number;
  mileage: MileageAllowance;
  refundStatus: RefundState | null;
  /**
   * the rental's progress at the counter, on the clock of the store where it happened (the
   * drop-off store's for a return); null while the car waits to be picked up
   */
  progress: {
    stage: 'picked_up' | 'returned' | 'no_show';
    at: string;
    zone: string;
    city: LocalizedText;
  } | null;
  /** exactly what the API allows now (lib/orders/transitions.ts orderActions) */
  actions: OrderAction[];
  /**
   * the booking's change terms (until `deadline`, an ISO instant; each change costs `fee` in the
   * store's `currency`, 0: free) and how often it was changed, the last time at `lastAt`
   */
  changes: {
    count: number;
    lastAt: string | null;
    deadline: string;
    fee: number;
    currency: string;
    /** a dearer change waiting for its difference: `due`, to pay by `payBy` (ISO), or null */
    awaiting: { due: Money; payBy: string } | null;
  };
  amounts: { paid: Money; estimatedTotal: Money; packageFee: Money; afterHoursFee: Money };
  /** a booking that will happen (neither cancelled nor expired): it gets its calendar file */
  live: boolean;
};
