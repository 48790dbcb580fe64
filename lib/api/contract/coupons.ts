import { z } from 'zod';
import { couponCodeSchema } from './booking-form';
import { WALLET_STATUSES } from '@/lib/choices';

/**
 * The coupon wallet of a logged-in user (issue 12 item 5): campaign codes they added, by status.
 * A code is added once per user and used on one order; a cancelled or expired unpaid order gives
 * it back (status valid again).
 */

export const addCouponBodySchema = z.object({
  code: couponCodeSchema.refine((value) => value !== '', 'required').describe('the campaign code'),
});
export type AddCouponBody = z.infer<typeof addCouponBodySchema>;

export const walletQuerySchema = z.object({
  status: z.enum(WALLET_STATUSES).optional().describe('only the coupons of this status'),
});

const priceSchema = z.object({
  amount: z.number(),
  currency: z.string().nullable().describe("null: the rental's local currency"),
});

export const walletCouponSchema = z.object({
  code: z.string(),
  status: z.enum(WALLET_STATUSES).describe("expired is computed from the coupon's end"),
  kind: z.enum(['percent', 'amount']),
  percent: z.number().nullable().describe('10 for 10 % off, for percent coupons'),
  amount: priceSchema.nullable().describe("for amount coupons, in the coupon's currency"),
  description: z.string().describe("the rule, in the request's language"),
  less_limit: priceSchema.describe('the base package price must be greater than this'),
  countries: z.array(z.string()).describe('the countries whose stores accept it; empty: everywhere'),
  starts_at: z.string(),
  ends_at: z.string(),
  added_at: z.string(),
  used_at: z.string().nullable(),
});
export type WalletCoupon = z.infer<typeof walletCouponSchema>;

export const walletSchema = z.object({ list: z.array(walletCouponSchema) });
export type Wallet = z.infer<typeof walletSchema>;

export const addedCouponSchema = z.object({ coupon: walletCouponSchema });
