import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { toPriceList, type PriceList } from '../to-site-prices';
import { getPriceHistoryQueryOptions } from './get-price-history';
import { getPriceListQueryOptions } from './get-price-list';

type EditAnswer = { list: Parameters<typeof toPriceList>[0] };

/**
 * A price edit answers the price list as it now stands: it goes into the cache under the list's
 * key (no second read), and the history, which the edit added to, is read again.
 */
export function usePriceEdit<TValues extends { store: string }>(
  send: (api: Api, values: TValues) => Promise<EditAnswer>,
  onSuccess?: (list: PriceList) => void,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: TValues) => toPriceList((await send(api, values)).list),
    onSuccess: async (list: PriceList) => {
      queryClient.setQueryData(getPriceListQueryOptions(api, list.store.code).queryKey, list);
      onSuccess?.(list);
      await queryClient.invalidateQueries({
        queryKey: getPriceHistoryQueryOptions(api, list.store.code).queryKey,
      });
    },
  });
}
