import type { Order, OrderStatus } from '@/lib/api/contract/booking';
import type { StoreInfo } from '@/lib/api/contract/common';
import type { PackageKind } from '@/lib/i18n/package-label';
import type { Money } from '@/lib/site/booking-flow/money';
import type { OrderStage } from '@/lib/orders/order-stage';

/** One end of the trip: the store, and the instant on its clock (shown in its zone). */
export type TripLeg = { store: StoreInfo; at: string };

/** An order as the pages after booking show it. */
export type OrderSummary = {
  tradeNo: string;
  status: OrderStatus;
  stage: OrderStage;
  /** a booking that will happen (not cancelled, expired or awaiting payment) */
  live: boolean;
  payMethod: Order['pay_method'];
  paid: boolean;
  /** ISO instant an unpaid online booking is held until; null otherwise */
  expiresAt: string | null;
  /** given by the store when it confirms */
  pickupNo: string | null;
  email: string;
  car: { name: string; guaranteedModel: boolean };
  /** the package as its name is made (lib/i18n/package-label.ts): tier and pay mode */
  package: PackageKind;
  rentDays: number;
  pickup: TripLeg;
  dropOff: TripLeg;
  /** the car goes back where it was collected: one store to describe */
  sameStore: boolean;
  flightNo: string | null;
  money: {
    total: Money;
    online: Money;
    offline: Money;
    /** lines shown for information and paid at the store, outside the total (null when none) */
    notInBill: Money | null;
  };
  deposit: { amount: Money; way: Order['deposit_way'] };
  /**
   * A dearer change of this paid booking waiting for its difference (issue 32): `due` is paid on
   * the payment page by `payBy` (an ISO instant); the booking changes once it is paid. Null: none.
   */
  awaitingChange: { due: Money; newTotal: Money; payBy: string } | null;
  /** the car list of the same trip, to book again when this booking expired */
  searchAgainHref: string;
};
