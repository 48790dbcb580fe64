import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { toCouponCampaign } from '../to-site-campaigns';

/** GET /ops/coupons/list: every coupon campaign, newest first, with its uses (marketing.manage). */
export const getCouponCampaigns = async (api: Api, signal?: AbortSignal) =>
  (await api.get('/ops/coupons/list', undefined, { signal })).list.map(toCouponCampaign);

export const getCouponCampaignsQueryOptions = (api: Api) =>
  queryOptions({
    queryKey: ['ops', 'coupons'],
    queryFn: ({ signal }) => getCouponCampaigns(api, signal),
  });

export const useCouponCampaigns = () => useSuspenseQuery(getCouponCampaignsQueryOptions(useApi())).data;
