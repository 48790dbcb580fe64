import type { OrderStatus } from '@/lib/api/contract/booking';
import type { LocalizedText } from '@/lib/api/contract/car';
import type { Money } from '@/lib/booking-flow/money';
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
