import { useRef } from 'react';
import { paymentStatusHref } from '@/lib/site/booking-flow/routes';
import { errorMessageKey, type ErrorReason } from '@/lib/site/i18n/api-error-message';
import { useRouter } from '@/lib/site/i18n/navigation';
import { usePayOrder } from '../api/pay-order';
import type { CardFormValues } from '../types';

export type PayState = { status: 'idle' } | { status: 'paying' } | { status: 'refused'; reason: ErrorReason };

/**
 * 'Pay' as the payment page follows it: every answer of the gateway (paid, pending, declined) is
 * shown on the result page, /payment/status/{trade_no}, so the form stays busy until it opens; a
 * refusal (expired, already paid) is shown here, and the page is read again so it shows the order
 * as it now is.
 */
export function usePay(tradeNo: string) {
  const router = useRouter();
  const payment = usePayOrder(tradeNo);
  // Set at once, before the button re-renders as busy: a double click sends one payment.
  const sending = useRef(false);
  const state: PayState =
    payment.isPending || payment.isSuccess
      ? { status: 'paying' }
      : payment.isError
        ? { status: 'refused', reason: errorMessageKey(payment.error) }
        : { status: 'idle' };

  function pay(card: CardFormValues) {
    if (sending.current) return;
    sending.current = true;
    payment.mutate(card, {
      onSuccess: () => router.replace(paymentStatusHref(tradeNo)),
      onError: (error) => {
        sending.current = false;
        const reason = errorMessageKey(error);
        if (reason === 'order_paid') router.replace(paymentStatusHref(tradeNo));
        else if (reason === 'order_expired' || reason === 'order_cancelled') router.refresh();
      },
    });
  }

  return { state, pay };
}
