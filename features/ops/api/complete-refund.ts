import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { keepAnsweredFile } from '../file-cache';
import { toOrderFile } from '../to-site';
import type { OpsOrderFile } from '../types';

export type TradeNoValues = { tradeNo: string };

/** POST /ops/refund/complete: REFUNDING → COMPLETE_REFUND (the order is cancelled and its car released). The answer is the order's file as it now stands. */
export const completeRefund = async (api: Api, values: TradeNoValues): Promise<OpsOrderFile> =>
  toOrderFile((await api.post('/ops/refund/complete', { trade_no: values.tradeNo })).file);

export function useCompleteRefund({ onSuccess }: { onSuccess?: (file: OpsOrderFile) => void } = {}) {
  const api = useApi();
  return useMutation(
    keepAnsweredFile(
      useQueryClient(),
      api,
      (values: TradeNoValues) => completeRefund(api, values),
      onSuccess,
    ),
  );
}
