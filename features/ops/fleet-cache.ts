import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '@/lib/site/api/transport';
import { getFleetQueryOptions } from './api/get-fleet';
import type { Fleet } from './to-site-fleet';

/**
 * A fleet change answers the fleet as it now stands: it goes into the cache under the list's key
 * (no second read), and `onSuccess` says so (as price-cache.ts does for price edits).
 */
export const keepAnsweredFleet = <TVariables>(
  queryClient: QueryClient,
  api: Api,
  mutationFn: (variables: TVariables) => Promise<Fleet>,
  onSuccess?: (fleet: Fleet) => void,
) => ({
  mutationFn,
  onSuccess: (fleet: Fleet) => {
    queryClient.setQueryData(getFleetQueryOptions(api, fleet.store.code).queryKey, fleet);
    onSuccess?.(fleet);
  },
});
