import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { keepAnsweredCampaign } from '../campaign-cache';
import { toCouponCampaign, type CouponCampaign } from '../to-site-campaigns';

/** POST /ops/coupons/pause: the code is refused at the check and at booking until resumed. */
export const pauseCouponCampaign = async (api: Api, code: string): Promise<CouponCampaign> =>
  toCouponCampaign(await api.post('/ops/coupons/pause', { code }));

export function usePauseCouponCampaign(onSuccess?: (campaign: CouponCampaign) => void) {
  const api = useApi();
  return useMutation(
    keepAnsweredCampaign(useQueryClient(), api, (code: string) => pauseCouponCampaign(api, code), onSuccess),
  );
}
