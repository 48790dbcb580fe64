import type { Bill } from '@/lib/api/contract/bill';
import type { LocalizedText } from '@/lib/api/contract/car';
import type { DriverInput } from '@/lib/api/contract/booking-form';
import type { ChangedField } from '@/lib/api/contract/order-change';
import type { PackageKind } from '@/lib/i18n/package-label';
import type { Money } from '@/lib/site/booking-flow/money';

export type { ChangedField };

/** The booking as the change form starts from it: what the traveller may change, as booked. */
export type OrderToChange = {
  tradeNo: string;
  payMethod: 'FULL_PREPAID' | 'ARRIVAL';
  /** the pick-up store (it never changes) and its clock */
  pickupStore: { code: string; zone: string; city: LocalizedText };
  dropOffStore: string;
  /** 'YYYY-MM-DD HH:mm' on the stores' clocks */
  pickupWall: string;
  dropOffWall: string;
  driverAge: number;
  car: { skuId: number; name: string };
  packageCode: string;
  /** the booked package's tier and pay mode, named by lib/i18n/package-label.ts */
  package: PackageKind;
  /** the extras booked (equipment and services, not insurance units), by id */
  extras: Record<number, number>;
  /** the drivers as booked, the main driver first */
  drivers: ChangeDriver[];
  flightNo: string;
  contact: { name: string; email: string };
  /** ISO instant of the last moment a change is taken */
  deadline: string;
  canChange: boolean;
};

/** An extra the store offers for the rental, with the most one booking may take. */
export type ChangeExtra = { id: number; name: LocalizedText; maxQuantity: number; rentalPrice: Money };

/** A car of the pick-up store for the new dates, and the packages it offers, by code. */
export type ChangeCar = { skuId: number; name: string; category: string; packages: string[] };

/** What the store offers for the changed rental: the cars free, its packages and extras. */
export type ChangeOffer = {
  cars: ChangeCar[];
  packages: ({ code: string } & PackageKind)[];
  extras: ChangeExtra[];
};

/** The form's values: dates and times apart, the return store, the car, the package, extras, details. */
export type ChangeValues = {
  pickupDate: string;
  pickupTime: string;
  dropOffDate: string;
  dropOffTime: string;
  dropOffStore: string;
  skuId: number;
  packageCode: string;
  extras: Record<number, number>;
  drivers: ChangeDriver[];
  flightNo: string;
  contactName: string;
  contactEmail: string;
};

/** A driver as the change form edits it: the licence's names, the birthday, the licence type. */
export type ChangeDriver = Omit<DriverInput, 'driver_id'>;

/** A change as sent: the order and only what differs from the booking (see change-body.ts). */
export type ChangeRequest = {
  trade_no: string;
  pickup_date_time?: string;
  drop_off_date_time?: string;
  drop_off_location?: string;
  sku_id?: number;
  package_code?: string;
  extra_service?: { id: number; quantity: number }[];
  /** the whole list when any driver differs, the main driver first */
  drivers?: ChangeDriver[];
  flight_no?: string;
  contact_name?: string;
  contact_email?: string;
};

/** A priced change: both bills, what it does to the money, and until when it stands. */
export type ChangeQuote = {
  request: ChangeRequest;
  changed: ChangedField[];
  oldBill: Bill;
  newBill: Bill;
  difference: Money;
  fee: Money;
  paid: Money;
  toPayOnline: Money;
  toRefund: Money;
  atCounter: Money;
  oldTotal: Money;
  newTotal: Money;
  searchToken: string;
  /** new_bill.totalBillPrice.payment in minor units: the confirm's expected_total */
  expectedTotal: number;
  expiresAt: string;
};

/** One change of the order, as its page lists it. */
export type ChangeRecord = {
  id: string;
  at: string;
  changed: ChangedField[];
  oldTotal: Money;
  newTotal: Money;
  fee: Money;
  refunded: Money;
};

/** The order's two currencies, in which its changes are told. */
export type OrderCurrencies = Bill['currencies'];
