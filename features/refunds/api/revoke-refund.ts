import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { keepRefund } from '../refund-cache';
import { toRefund } from '../to-site';
import { getRefundDetailQueryOptions } from './get-refund-detail';

/** POST /refund/revoke: withdraws the request (REVOKED) while it is not being paid out yet. */
export const revokeRefund = async (api: Api, tradeNo: string) =>
  toRefund(await api.post('/refund/revoke', { trade_no: tradeNo }));

/** Withdraws the order's refund request; the progress shows the answer. */
export function useRevokeRefund() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tradeNo: string) => revokeRefund(api, tradeNo),
    onSuccess: (refund) => keepRefund(queryClient, api, refund),
    // A refund that moved on meanwhile (customer service approved it): show it as it now is.
    onError: (_error, tradeNo) =>
      void queryClient.invalidateQueries({ queryKey: getRefundDetailQueryOptions(api, tradeNo).queryKey }),
  });
}
