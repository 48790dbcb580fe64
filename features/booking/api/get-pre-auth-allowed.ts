import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApi, useSiteStore } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { preAuthAllowed } from '@/lib/booking-rules/pre-auth';

/**
 * GET /payment/get_pre_auth_sign_config_list: whether zhima credit may replace the deposit at this
 * pick-up store for the logged-in traveller (spec §5: the store's flag, the switch, the whitelist).
 */
export const getPreAuthAllowed = async (api: Api, pickupStore: string): Promise<boolean> =>
  preAuthAllowed(await api.get('/payment/get_pre_auth_sign_config_list'), pickupStore);

/** Who asks (the whitelist is a user's) and where they pick up: without a user nothing is asked. */
export type PreAuthAsker = { userId: string; pickupStore: string };

export const getPreAuthAllowedQueryOptions = (api: Api, asker?: PreAuthAsker | null) =>
  queryOptions({
    queryKey: asker ? ['payment', 'pre-auth-allowed', asker] : ['payment', 'pre-auth-allowed'],
    queryFn: asker ? () => getPreAuthAllowed(api, asker.pickupStore) : skipToken,
    // Spec §8: a failed config call is quietly false, at once (asked once, offline too).
    retry: false,
  });

/** Asked for a logged-in traveller only: a guest is offered zhima credit as a reason to log in. */
export function usePreAuthAllowed(pickupStore: string) {
  const userId = useSiteStore((state) => state.session.userId);
  return useQuery(getPreAuthAllowedQueryOptions(useApi(), userId ? { userId, pickupStore } : null));
}
