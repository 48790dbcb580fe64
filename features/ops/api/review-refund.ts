import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { keepAnsweredFile } from '../file-cache';
import { toOrderFile } from '../to-site';
import type { OpsOrderFile } from '../types';

export type TradeNoValues = { tradeNo: string };

/** POST /ops/refund/review: REQUEST_REFUND → VERIFYING_REFUND. The answer is the order's file as it now stands. */
export const reviewRefund = async (api: Api, values: TradeNoValues): Promise<OpsOrderFile> =>
  toOrderFile((await api.post('/ops/refund/review', { trade_no: values.tradeNo })).file);

export function useReviewRefund({ onSuccess }: { onSuccess?: (file: OpsOrderFile) => void } = {}) {
  const api = useApi();
  return useMutation(
    keepAnsweredFile(useQueryClient(), api, (values: TradeNoValues) => reviewRefund(api, values), onSuccess),
  );
}
