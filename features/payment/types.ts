import type { z } from 'zod';
import type { cardFormSchema } from '@/lib/api/contract/payment';

/** The card form's values: exactly what POST /payment/pay parses (beside the order's number). */
export type CardFormValues = z.input<typeof cardFormSchema>;

/** The latest card payment of an order, as the result page follows it. */
export type PaymentProgress = {
  /** the order's online payment is taken */
  paid: boolean;
  /** the latest attempt, or null when none was made */
  attempt: {
    /** pending: the acquirer answered 3200 and decides later; the page asks again */
    status: 'processing' | 'pending' | 'succeeded' | 'failed';
    /** the gateway's code of a failure (spec §8) */
    code: string | null;
  } | null;
};

/** A read of the payment for the result page: any failure reads as 'failed' (spec §8). */
export type PaymentLookup = { status: 'ok'; progress: PaymentProgress } | { status: 'failed' };
