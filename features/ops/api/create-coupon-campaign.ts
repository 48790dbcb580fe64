import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { OpsCreateCouponBody } from '@/lib/api/contract/ops-coupons';
import type { Api } from '@/lib/site/api/transport';
import { keepAnsweredCampaign } from '../campaign-cache';
import { toCouponCampaign, type CouponCampaign } from '../to-site-campaigns';

/** The body as the form's schema (the contract's) hands it over once checked. */
export type CampaignBody = OpsCreateCouponBody;

/**
 * POST /ops/coupons/create: a new campaign. A code already taken answers -1 naming 'code'
 * ('taken'); nothing is written then.
 */
export const createCouponCampaign = async (api: Api, values: OpsCreateCouponBody): Promise<CouponCampaign> =>
  toCouponCampaign(
    await api.post('/ops/coupons/create', {
      ...values,
      countries: values.countries.join(','),
      stores: values.stores.join(','),
    }),
  );

export function useCreateCouponCampaign(onSuccess?: (campaign: CouponCampaign) => void) {
  const api = useApi();
  return useMutation(
    keepAnsweredCampaign(
      useQueryClient(),
      api,
      (values: OpsCreateCouponBody) => createCouponCampaign(api, values),
      onSuccess,
    ),
  );
}
