import type { BrowserApi } from '@/lib/api/browser';
import { walletSchema, type WalletCoupon } from '@/lib/api/contract/coupons';

/** GET /user/coupon/list?status=valid: the logged-in traveller's coupons they can use now. */
export const getValidWalletCoupons = async (api: BrowserApi): Promise<WalletCoupon[]> =>
  (await api.get('/user/coupon/list', walletSchema, { status: 'valid' })).list;
