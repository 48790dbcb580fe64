import { useRef, useState } from 'react';
import { useApi } from '@/components/providers/site-store-provider';
import type { CardFormInput } from '@/lib/api/contract/payment';
import { errorMessageKey, type ErrorReason } from '@/lib/i18n/api-error-message';
import { paymentStatusHref } from '@/lib/booking-flow/routes';
import { useRouter } from '@/lib/i18n/navigation';
import { cardDigits } from '@/lib/payment/card-brand';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';

export type PayState = { status: 'idle' } | { status: 'paying' } | { status: 'refused'; reason: ErrorReason };

/**
 * 'Pay': POST /payment/pay with an Idempotency-Key. The key stays with the same card details, so
 * Pay again after a network error or a lost answer gets the first answer, never a second charge;
 * other details (another card) get a new key. Every answer of the gateway (paid, pending, declined)
 * is shown on the result page, /payment/status/{trade_no}; a refusal (expired, already paid) is
 * shown here, and the page is read again so it shows the order as it now is.
 */
export function usePay(tradeNo: string) {
  const api = useApi();
  const router = useRouter();
  const [state, setState] = useState<PayState>({ status: 'idle' });
  // Only a short fingerprint of the card is kept in memory: the last four, the expiry, the holder.
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

  async function pay(card: CardFormInput) {
    if (state.status === 'paying') return;
    setState({ status: 'paying' });
    const digits = cardDigits(card.card_number);
    const fingerprint = [digits.length, digits.slice(-4), card.expiry, card.holder_name].join('|');
    if (attempt.current?.fingerprint !== fingerprint)
      attempt.current = { fingerprint, key: newIdempotencyKey() };
    try {
      const { payOrder } = await import('../api/pay');
      await payOrder(api, { trade_no: tradeNo, ...card, card_number: digits }, attempt.current.key);
      // This attempt has its answer: the next Pay is a new attempt.
      attempt.current = null;
      router.replace(paymentStatusHref(tradeNo));
    } catch (error) {
      const reason = errorMessageKey(error);
      setState({ status: 'refused', reason });
      if (reason === 'order_paid') router.replace(paymentStatusHref(tradeNo));
      else if (reason === 'order_expired' || reason === 'order_cancelled') router.refresh();
    }
  }

  return { state, pay: (card: CardFormInput) => void pay(card) };
}
