import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useApi } from '@/components/providers/site-store-provider';
import { newIdempotencyKey } from '@/lib/site/api/idempotency-key';
import type { Api } from '@/lib/site/api/transport';
import type { ChangeQuote } from '../types';
import { getChangeListQueryOptions } from './get-change-list';

/**
 * POST /order/change/confirm with its Idempotency-Key: the change quoted, sent back with the
 * quote's token and new total; the server prices it again and refuses a changed price (1005).
 */
export type Confirmed = {
  tradeNo: string;
  sequence: number;
  /** a paid booking's dearer change: made once its difference is paid on the payment page */
  awaitingPayment: boolean;
};

export const confirmChange = async (
  api: Api,
  quote: ChangeQuote,
  idempotencyKey: string,
): Promise<Confirmed> => {
  const answer = await api.post(
    '/order/change/confirm',
    { ...quote.request, search_token: quote.searchToken, expected_total: String(quote.expectedTotal) },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return {
    tradeNo: answer.trade_no,
    sequence: answer.sequence,
    awaitingPayment: answer.status === 'awaiting_payment',
  };
};

/**
 * Confirms; `onSuccess`: what the page does then (back to the order, or on to pay the difference). One key per quote: a double
 * click or a retry after a lost answer gets the first change back, never a second change; a new
 * quote gets a new key.
 */
export function useConfirmChange({ onSuccess }: { onSuccess?: (confirmed: Confirmed) => void } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const attempt = useRef<{ quote: ChangeQuote; key: string; sending?: Promise<Confirmed> } | null>(null);
  return useMutation({
    mutationFn: (quote: ChangeQuote) => {
      if (attempt.current?.quote !== quote) attempt.current = { quote, key: newIdempotencyKey() };
      const current = attempt.current;
      // A second click while the first is on its way waits for the same answer.
      current.sending ??= confirmChange(api, quote, current.key).finally(() => {
        current.sending = undefined;
      });
      return current.sending;
    },
    onSuccess: async (confirmed) => {
      await queryClient.invalidateQueries({ queryKey: getChangeListQueryOptions(api).queryKey });
      onSuccess?.(confirmed);
    },
  });
}
