import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useApi } from '@/components/providers/site-store-provider';
import { newIdempotencyKey } from '@/lib/site/api/idempotency-key';
import type { Api } from '@/lib/site/api/transport';
import { keepRefund } from '../refund-cache';
import { toRefund } from '../to-site';
import type { Refund, RefundFormOutput } from '../types';

export type RefundApplication = RefundFormOutput & { tradeNo: string };

/**
 * POST /refund/apply with its Idempotency-Key: the request as made (REQUEST_REFUND); the server
 * computes the amounts again, and the same key again answers the first answer.
 */
export const applyForRefund = async (
  api: Api,
  { tradeNo, reason, remark }: RefundApplication,
  idempotencyKey: string,
) =>
  toRefund(
    await api.post(
      '/refund/apply',
      { trade_no: tradeNo, reason, remark },
      { headers: { 'Idempotency-Key': idempotencyKey } },
    ),
  );

/**
 * Applies for the refund; `onSuccess`: what the page does with the request made (opens its
 * progress). The key stays with the same reason and remark, so Apply again after a lost answer (or
 * a double click) gets the first request back, never a 'not allowed' for the one just made.
 */
export function useApplyForRefund({ onSuccess }: { onSuccess?: (refund: Refund) => void } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (application: RefundApplication) => {
      const fingerprint = JSON.stringify([application.tradeNo, application.reason, application.remark]);
      if (attempt.current?.fingerprint !== fingerprint) {
        attempt.current = { fingerprint, key: newIdempotencyKey() };
      }
      return applyForRefund(api, application, attempt.current.key);
    },
    onSuccess: async (refund) => {
      attempt.current = null;
      await keepRefund(queryClient, api, refund);
      onSuccess?.(refund);
    },
  });
}
