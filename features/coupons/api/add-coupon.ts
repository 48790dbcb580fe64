import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { toWalletCoupon } from '../to-site';
import type { WalletCoupon } from '../types';
import { getWalletQueryOptions } from './get-wallet';

/** POST /user/coupon/add: the added coupon, or an ApiClientError (coupon_incorrect, too_many_requests). */
export const addCoupon = async (api: Api, code: string): Promise<WalletCoupon> =>
  toWalletCoupon((await api.post('/user/coupon/add', { code })).coupon);

/** Adds a code to the wallet; the wallet is read again before the mutation settles. */
export function useAddCoupon() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => addCoupon(api, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getWalletQueryOptions(api).queryKey }),
  });
}
