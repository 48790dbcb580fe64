import type { WalletStatus } from '@/lib/choices';

/** An amount of a coupon: in its own currency, or (null) the rental's local currency. */
export type CouponPrice = { amount: number; currency: string | null };

/** A coupon of the traveller's wallet, as the wallet page shows it. */
export type WalletCoupon = {
  code: string;
  status: WalletStatus;
  discount: { kind: 'percent'; percent: number } | { kind: 'amount'; amount: CouponPrice | null };
  /** the rule, in the page's language */
  description: string;
  /** the base package price must be greater than this */
  lessLimit: CouponPrice;
  startsAt: string;
  endsAt: string;
  usedAt: string | null;
};

/** The add-coupon form: the code as typed. */
export type AddCouponValues = { code: string };
