import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useApi } from '@/components/providers/site-store-provider';
import { newIdempotencyKey } from '@/lib/site/api/idempotency-key';
import type { Api } from '@/lib/site/api/transport';
import { cardDigits } from '@/lib/payment/card-brand';
import type { CardFormValues } from '../types';

/**
 * POST /payment/pay with its Idempotency-Key: the same key again answers the first answer, so a
 * retry after a lost answer (or a double click) never charges twice. No amount is sent: the server
 * charges the order's stored total. Whatever the gateway answered shows on the result page.
 */
export async function payOrder(api: Api, tradeNo: string, card: CardFormValues, idempotencyKey: string) {
  await api.post(
    '/payment/pay',
    { trade_no: tradeNo, ...card, card_number: cardDigits(card.card_number) },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

/**
 * Pays the order with a card. The key stays with the same card details, so Pay again after a
 * network error or a lost answer gets the first answer, never a second charge; other details
 * (another card) get a new key. Only a short fingerprint of the card is kept in memory: its length
 * and last four, the expiry, the holder.
 */
export function usePayOrder(tradeNo: string) {
  const api = useApi();
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (card: CardFormValues) => {
      const digits = cardDigits(card.card_number);
      const fingerprint = [digits.length, digits.slice(-4), card.expiry, card.holder_name].join('|');
      if (attempt.current?.fingerprint !== fingerprint) {
        attempt.current = { fingerprint, key: newIdempotencyKey() };
      }
      return payOrder(api, tradeNo, card, attempt.current.key);
    },
    // This attempt has its answer: the next Pay is a new attempt.
    onSuccess: () => {
      attempt.current = null;
    },
  });
}
