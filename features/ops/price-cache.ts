import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '@/lib/site/api/transport';
import { getPriceHistoryQueryOptions } from './api/get-price-history';
import { getPriceListQueryOptions } from './api/get-price-list';
import type { PriceList } from './to-site-prices';

/**
 * A price edit answers the price list as it now stands: it goes into the cache under the list's
 * key (no second read), `onSuccess` says so, and the history, which the edit added to, is read again.
 */
export const keepAnsweredPriceList = <TVariables>(
  queryClient: QueryClient,
  api: Api,
  mutationFn: (variables: TVariables) => Promise<PriceList>,
  onSuccess?: (list: PriceList) => void,
) => ({
  mutationFn,
  onSuccess: async (list: PriceList) => {
    queryClient.setQueryData(getPriceListQueryOptions(api, list.store.code).queryKey, list);
    onSuccess?.(list);
    await queryClient.invalidateQueries({
      queryKey: getPriceHistoryQueryOptions(api, list.store.code).queryKey,
    });
  },
});
