import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { changeThenReadAgain } from '../order-cache';

/** POST /refund/revoke: withdraws the order's refund request before it is being paid out. */
export const revokeRefund = async (api: Api, tradeNo: string) => {
  await api.post('/refund/revoke', { trade_no: tradeNo });
};

/** Withdraws; `onSuccess` says so, then the order and the list are read again. */
export function useRevokeRefund({ onSuccess }: { onSuccess?: () => void } = {}) {
  const api = useApi();
  return useMutation(
    changeThenReadAgain(useQueryClient(), api, (tradeNo: string) => revokeRefund(api, tradeNo), onSuccess),
  );
}
