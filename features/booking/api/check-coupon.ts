import type { BrowserApi } from '@/lib/api/browser';
import { couponTermsSchema, type CouponTermsAnswer } from '@/lib/api/contract/booking';

/**
 * GET /coupon/check: a coupon's terms for a rental at this store, in the search's two currencies.
 * Whether it applies (the base package price above its lower limit) is the bill's rule.
 */
export const checkCoupon = (
  api: BrowserApi,
  query: { code: string; pickup_location: string },
): Promise<CouponTermsAnswer> => api.get('/coupon/check', couponTermsSchema, query);
