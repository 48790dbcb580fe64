import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { keepAnsweredFile } from '../file-cache';
import { toOrderFile } from '../to-site';
import type { OpsOrderFile } from '../types';

export type TradeNoValues = { tradeNo: string };

/** POST /ops/refund/approve: → REFUNDING: the money goes back through the gateway, exactly once. The answer is the order's file as it now stands. */
export const approveRefund = async (api: Api, values: TradeNoValues): Promise<OpsOrderFile> =>
  toOrderFile((await api.post('/ops/refund/approve', { trade_no: values.tradeNo })).file);

export function useApproveRefund({ onSuccess }: { onSuccess?: (file: OpsOrderFile) => void } = {}) {
  const api = useApi();
  return useMutation(
    keepAnsweredFile(useQueryClient(), api, (values: TradeNoValues) => approveRefund(api, values), onSuccess),
  );
}
