import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { changeThenReadAgain } from '../order-cache';

/** POST /order/cancel: an order not paid online, before its pick-up (CANCEL). */
export const cancelOrder = async (api: Api, tradeNo: string) => {
  await api.post('/order/cancel', { trade_no: tradeNo });
};

/** Cancels; `onSuccess` says so, then the order and the list are read again. */
export function useCancelOrder({ onSuccess }: { onSuccess?: () => void } = {}) {
  const api = useApi();
  return useMutation(
    changeThenReadAgain(useQueryClient(), api, (tradeNo: string) => cancelOrder(api, tradeNo), onSuccess),
  );
}
