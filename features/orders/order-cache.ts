import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '@/lib/site/api/transport';
import { getOrderListQueryOptions } from './api/get-order-list';
import { getOrderDetailQueryOptions } from './api/get-order-detail';

/**
 * After an order changed (cancelled, bound, its refund withdrawn): every cached order and every
 * page of the list are read again, and the parts of the page that show them follow.
 */
export const readOrdersAgain = (queryClient: QueryClient, api: Api) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: getOrderDetailQueryOptions(api).queryKey }),
    queryClient.invalidateQueries({ queryKey: getOrderListQueryOptions(api).queryKey }),
  ]);

/**
 * A change's mutation options: `onSuccess` (the page says so) first, then the orders are read
 * again, the change still pending until they are.
 */
export const changeThenReadAgain = <TVariables>(
  queryClient: QueryClient,
  api: Api,
  mutationFn: (variables: TVariables) => Promise<void>,
  onSuccess?: () => void,
) => ({
  mutationFn,
  onSuccess: async () => {
    onSuccess?.();
    await readOrdersAgain(queryClient, api);
  },
});
