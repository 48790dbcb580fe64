import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { toWalletCoupon } from '../to-site';
import type { WalletCoupon } from '../types';

/** GET /user/coupon/list: every coupon of the logged-in user, newest first. */
export const getWallet = async (api: Api): Promise<WalletCoupon[]> =>
  (await api.get('/user/coupon/list')).list.map(toWalletCoupon);

/** The wallet of this session, read in the browser with the visitor's cookie. */
export const getWalletQueryOptions = (api: Api) =>
  queryOptions({ queryKey: ['user', 'coupons', 'all'], queryFn: () => getWallet(api) });

export const useWallet = () => useQuery(getWalletQueryOptions(useApi()));
