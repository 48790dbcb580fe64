import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { getFleetQueryOptions } from './get-fleet';
import type { Fleet } from '../to-site-fleet';

/**
 * A fleet change answers the fleet as it now stands: it goes into the cache under the list's key
 * (no second read), and `onSuccess` says so.
 */
export function useFleetChange<TVariables>(
  change: (api: Api, variables: TVariables) => Promise<Fleet>,
  onSuccess?: (fleet: Fleet) => void,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => change(api, variables),
    onSuccess: (fleet: Fleet) => {
      queryClient.setQueryData(getFleetQueryOptions(api, fleet.store.code).queryKey, fleet);
      onSuccess?.(fleet);
    },
  });
}
