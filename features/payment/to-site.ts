import type { PaymentState } from '@/lib/api/contract/payment';
import type { PaymentProgress } from './types';

/** The payment state of the API, as the result page reads it; the card never goes further. */
export const toPaymentProgress = (state: PaymentState): PaymentProgress => ({
  paid: state.payment_status === 'HAD_PAID',
  attempt: state.payment && { status: state.payment.status, code: state.payment.code },
});
