import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { getOrderListQueryOptions } from './get-order-list';

/** POST /order/delete: a cancelled or expired order leaves the lists (hidden, not erased). */
export const deleteOrder = async (api: Api, tradeNo: string) => {
  await api.post('/order/delete', { trade_no: tradeNo });
};

/**
 * Deletes; `onSuccess`: what the page does then (the order's own page leaves for the list). The
 * list is read again whatever the answer. The deleted order itself is not: it is gone.
 */
export function useDeleteOrder({ onSuccess }: { onSuccess?: () => void } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tradeNo: string) => deleteOrder(api, tradeNo),
    onSuccess: () => onSuccess?.(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getOrderListQueryOptions(api).queryKey }),
  });
}
