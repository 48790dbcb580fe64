import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '@/lib/site/api/transport';
import { getCouponCampaignsQueryOptions } from './api/get-coupon-campaigns';
import { withCampaign, type CouponCampaign } from './to-site-campaigns';

/**
 * A campaign created, paused or resumed answers the campaign as it now stands: it goes into the
 * list under the list's key (no second read) and `onSuccess` says so.
 */
export const keepAnsweredCampaign = <TVariables>(
  queryClient: QueryClient,
  api: Api,
  mutationFn: (variables: TVariables) => Promise<CouponCampaign>,
  onSuccess?: (campaign: CouponCampaign) => void,
) => ({
  mutationFn,
  onSuccess: (campaign: CouponCampaign) => {
    queryClient.setQueryData(getCouponCampaignsQueryOptions(api).queryKey, (list) =>
      withCampaign(list, campaign),
    );
    onSuccess?.(campaign);
  },
});
