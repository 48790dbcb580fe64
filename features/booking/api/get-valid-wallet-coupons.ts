import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApi, useSiteStore } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { toWalletCouponOption } from '../to-site';
import type { WalletCouponOption } from '../types';

/** GET /user/coupon/list?status=valid: the logged-in traveller's coupons they can use now. */
export const getValidWalletCoupons = async (api: Api): Promise<WalletCouponOption[]> =>
  (await api.get('/user/coupon/list', { status: 'valid' })).list
    .filter((coupon) => coupon.status === 'valid')
    .map(toWalletCouponOption);

/**
 * The wallet of a user: their id keys it (the call itself carries their cookie); without one
 * nothing is asked, guests have no wallet.
 */
export const getValidWalletCouponsQueryOptions = (api: Api, userId?: string | null) =>
  queryOptions({
    queryKey: userId ? ['user', 'coupons', 'valid', userId] : ['user', 'coupons', 'valid'],
    queryFn: userId ? () => getValidWalletCoupons(api) : skipToken,
    // A failed read offers no coupons (the code can still be typed): asked once, offline too.
    retry: false,
  });

export function useValidWalletCoupons() {
  const userId = useSiteStore((state) => state.session.userId);
  return useQuery(getValidWalletCouponsQueryOptions(useApi(), userId));
}
