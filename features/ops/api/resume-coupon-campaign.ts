import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { keepAnsweredCampaign } from '../campaign-cache';
import { toCouponCampaign, type CouponCampaign } from '../to-site-campaigns';

/** POST /ops/coupons/resume: a paused campaign's code is accepted again (within its dates). */
export const resumeCouponCampaign = async (api: Api, code: string): Promise<CouponCampaign> =>
  toCouponCampaign(await api.post('/ops/coupons/resume', { code }));

export function useResumeCouponCampaign(onSuccess?: (campaign: CouponCampaign) => void) {
  const api = useApi();
  return useMutation(
    keepAnsweredCampaign(useQueryClient(), api, (code: string) => resumeCouponCampaign(api, code), onSuccess),
  );
}
