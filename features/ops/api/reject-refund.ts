import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { keepAnsweredFile } from '../file-cache';
import { toOrderFile } from '../to-site';
import type { OpsOrderFile } from '../types';

export type ReasonValues = { tradeNo: string; reason: string };

/** POST /ops/refund/reject: → REJECTED, with the reason the traveller reads. The answer is the order's file as it now stands. */
export const rejectRefund = async (api: Api, values: ReasonValues): Promise<OpsOrderFile> =>
  toOrderFile(
    (await api.post('/ops/refund/reject', { trade_no: values.tradeNo, reason: values.reason })).file,
  );

export function useRejectRefund({ onSuccess }: { onSuccess?: (file: OpsOrderFile) => void } = {}) {
  const api = useApi();
  return useMutation(
    keepAnsweredFile(useQueryClient(), api, (values: ReasonValues) => rejectRefund(api, values), onSuccess),
  );
}
