import type { BrowserApi } from '@/lib/api/browser';
import type { WalletCoupon } from '@/lib/api/contract/coupons';

// The answers' schemas (and zod) load with the first call, not with the wallet page.

/** The react-query key of the wallet: one per user session, refetched after an add. */
export const WALLET_QUERY_KEY = ['user', 'coupons'] as const;

/** GET /user/coupon/list: every coupon of the logged-in user, newest first. */
export const fetchWallet = async (api: BrowserApi): Promise<WalletCoupon[]> => {
  const { walletSchema } = await import('@/lib/api/contract/coupons');
  return (await api.get('/user/coupon/list', walletSchema)).list;
};

/** POST /user/coupon/add: the added coupon, or an ApiClientError (coupon_incorrect, too_many_requests). */
export const addCoupon = async (api: BrowserApi, code: string): Promise<WalletCoupon> => {
  const { addedCouponSchema } = await import('@/lib/api/contract/coupons');
  return (await api.post('/user/coupon/add', addedCouponSchema, { code })).coupon;
};
