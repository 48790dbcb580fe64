import type { Amount, BillCurrency } from '@/lib/api/contract/bill';
import type { LocalizedText, PayMode } from '@/lib/api/contract/car';
import type { ChangeFees } from './change-fee';

/** A priced line of the chosen package, as the car detail gives it (charge_detail), in minor units. */
export type PackageLineInput = {
  code: string;
  name: LocalizedText;
  unit: 'day' | 'rental';
  count: number;
  unitPrice: Amount;
  total: Amount;
  notInBill: boolean;
};

/** An extra service (or insurance unit) as offered for this rental, one unit priced in minor units. */
export type ExtraOfferInput = {
  id: number;
  code: string;
  name: LocalizedText;
  unit: 'day' | 'rental';
  /** one unit for the whole rental: per-day price × days, capped (the detail's rental_price) */
  rentalPrice: Amount;
  maxQuantity: number;
};

/** A coupon's terms in both currencies, as the server resolved them (the page gets them from it). */
export type CouponTerms = {
  code: string;
  name: LocalizedText;
  /** the base package price must be greater than this (spec §5) */
  lessLimit: Amount;
} & ({ kind: 'percent'; percent: string } | { kind: 'amount'; discount: Amount });

export type BillInput = {
  payMode: PayMode;
  /** spec §4: with 2, extras are billed; otherwise they are paid at the counter (notInBill) */
  paymentVersion: 1 | 2;
  rentDays: number;
  currencies: { payment: BillCurrency; local: BillCurrency };
  packageLines: readonly PackageLineInput[];
  extras: readonly { offer: ExtraOfferInput; quantity: number }[];
  coupon: CouponTerms | null;
  /**
   * The freshman event's rate ('0.95' is the 9.5-fold discount) when the traveller qualifies, else
   * null. A coupon that applies replaces it: promotions do not combine.
   */
  freshmanRate: string | null;
  /** a changed booking's change fees so far, this change's included (lib/bill/change-fee.ts) */
  changeFees?: ChangeFees | null;
};
