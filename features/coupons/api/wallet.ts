import type { BrowserApi } from '@/lib/api/browser';
import { addedCouponSchema, walletSchema, type WalletCoupon } from '@/lib/api/contract/coupons';

/** The react-query key of the wallet: one per user session, refetched after an add. */
export const WALLET_QUERY_KEY = ['user', 'coupons'] as const;

/** GET /user/coupon/list: every coupon of the logged-in user, newest first. */
export const fetchWallet = async (api: BrowserApi): Promise<WalletCoupon[]> =>
  (await api.get('/user/coupon/list', walletSchema)).list;

/** POST /user/coupon/add: the added coupon, or an ApiClientError (coupon_incorrect, too_many_requests). */
export const addCoupon = async (api: BrowserApi, code: string): Promise<WalletCoupon> =>
  (await api.post('/user/coupon/add', addedCouponSchema, { code })).coupon;
