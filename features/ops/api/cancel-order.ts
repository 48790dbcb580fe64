import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { keepAnsweredFile } from '../file-cache';
import { toOrderFile } from '../to-site';
import type { OpsOrderFile } from '../types';

export type ReasonValues = { tradeNo: string; reason: string };

/** POST /ops/order/cancel: cancels for the traveller under the order's own terms (its refund through the gateway, once). The answer is the order's file as it now stands. */
export const cancelOrder = async (api: Api, values: ReasonValues): Promise<OpsOrderFile> =>
  toOrderFile(
    (await api.post('/ops/order/cancel', { trade_no: values.tradeNo, reason: values.reason })).file,
  );

export function useCancelOrder({ onSuccess }: { onSuccess?: (file: OpsOrderFile) => void } = {}) {
  const api = useApi();
  return useMutation(
    keepAnsweredFile(useQueryClient(), api, (values: ReasonValues) => cancelOrder(api, values), onSuccess),
  );
}
