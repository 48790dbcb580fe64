import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import type { AppliedCoupon } from '@/lib/site/store/fill-in-draft';

/** A code the traveller applies, for a rental picked up here. */
export type CouponTermsRequest = { code: string; pickupLocation: string };

/**
 * GET /coupon/check: a coupon's terms for a rental at this store, in the search's two currencies,
 * kept whole as the applied coupon (the bill reads them). Whether it applies (the base package
 * price above its lower limit) is the bill's rule. Refusals: coupon_incorrect, not_found, params_error.
 */
export const getCouponTerms = (api: Api, request: CouponTermsRequest): Promise<AppliedCoupon> =>
  api.get('/coupon/check', { code: request.code, pickup_location: request.pickupLocation });

export const getCouponTermsQueryOptions = (api: Api, request?: CouponTermsRequest | null) =>
  queryOptions({
    queryKey: request ? ['coupon', 'check', request.pickupLocation, request.code] : ['coupon', 'check'],
    queryFn: request ? () => getCouponTerms(api, request) : skipToken,
    // Every Apply asks the server (the coupon may have been used up since), once: a refusal is the
    // traveller's to act on. Offline, the check fails as a network error instead of waiting unseen.
    staleTime: 0,
    retry: false,
  });

/** The check of the code being applied; nothing is asked while `request` is null. */
export const useCouponTerms = (request: CouponTermsRequest | null) =>
  useQuery(getCouponTermsQueryOptions(useApi(), request));
