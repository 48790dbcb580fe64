import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { keepRefund } from '../refund-cache';
import { toRefund } from '../to-site';
import type { Refund, RefundFormOutput } from '../types';

export type RefundApplication = RefundFormOutput & { tradeNo: string };

/** POST /refund/apply: the request as made (REQUEST_REFUND); the server computes the amounts again. */
export const applyForRefund = async (api: Api, { tradeNo, reason, remark }: RefundApplication) =>
  toRefund(await api.post('/refund/apply', { trade_no: tradeNo, reason, remark }));

/** Applies for the refund; `onSuccess`: what the page does with the request made (opens its progress). */
export function useApplyForRefund({ onSuccess }: { onSuccess?: (refund: Refund) => void } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (application: RefundApplication) => applyForRefund(api, application),
    onSuccess: async (refund) => {
      await keepRefund(queryClient, api, refund);
      onSuccess?.(refund);
    },
  });
}
