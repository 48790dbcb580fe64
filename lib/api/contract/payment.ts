import cardValidator from 'card-validator';
import { z } from 'zod';
import { amountSchema } from './bill';
import { orderStatusSchema, paymentStatusSchema, tradeNoSchema } from './booking';
import { FORM_MESSAGES } from './booking-form';
import { CARD_BRANDS, cardDigits, cardNumberProblem, expiryProblem } from '@/lib/payment/card-brand';

/**
 * POST /payment/pay: a card for an order, checked with card-validator here, in the browser's form
 * and again by the API (the same schema). Messages are the form codes of booking-form.ts. The
 * card number and CVV go to the gateway once and are never stored or logged.
 */

const required = (schema: z.ZodString) => schema.trim().min(1, FORM_MESSAGES.required);

/** A number card-validator reads as a card, of a brand we take (CARD_BRANDS); else which of the two it is not. */
export const cardNumberSchema = required(z.string({ error: FORM_MESSAGES.required }).max(40))
  .transform(cardDigits)
  .superRefine((digits, context) => {
    const problem = cardNumberProblem(digits);
    if (problem) {
      const message = problem === 'brand' ? FORM_MESSAGES.cardBrand : FORM_MESSAGES.invalid;
      context.addIssue({ code: 'custom', message });
    }
  });

/** 'MM/YY' (or 'MM/YYYY'), this month or later; a month gone by is 'card_expired'. */
export const cardExpirySchema = required(z.string({ error: FORM_MESSAGES.required }).max(10)).superRefine(
  (value, context) => {
    const problem = expiryProblem(value);
    if (problem) {
      const message = problem === 'expired' ? FORM_MESSAGES.cardExpired : FORM_MESSAGES.invalid;
      context.addIssue({ code: 'custom', message });
    }
  },
);

export const cardCvvSchema = required(z.string({ error: FORM_MESSAGES.required }).max(4)).refine(
  (value) => cardValidator.cvv(value, 3).isValid,
  FORM_MESSAGES.invalid,
);

/**
 * As printed on the card: the cards we take (Visa, Mastercard, JCB) print it in Latin letters, so
 * a name in another script is 'latin_letters', and one card-validator refuses (digits) 'invalid'.
 */
export const cardHolderSchema = required(z.string({ error: FORM_MESSAGES.required }).max(60))
  .refine((value) => cardValidator.cardholderName(value).isValid, FORM_MESSAGES.invalid)
  .refine((value) => /^[\p{Script=Latin} .'-]+$/u.test(value), FORM_MESSAGES.latinLetters);

/** The card form's fields (the browser's form uses this schema; the API adds trade_no). */
export const cardFormSchema = z.object({
  card_number: cardNumberSchema.describe('the card number; digits, spaces or dashes'),
  expiry: cardExpirySchema.describe("'MM/YY'"),
  cvv: cardCvvSchema.describe('3 digits (Visa, Mastercard, JCB)'),
  holder_name: cardHolderSchema.describe('as printed on the card'),
});
export type CardFormInput = z.input<typeof cardFormSchema>;

export const payBodySchema = cardFormSchema.extend({ trade_no: tradeNoSchema });
export type PayRequest = z.output<typeof payBodySchema>;

/** One payment attempt as its order's owner sees it (never the card beyond brand and last four). */
export const paymentAttemptSchema = z.object({
  payment_no: z.string().describe('the attempt, for support'),
  status: z
    .enum(['processing', 'pending', 'succeeded', 'failed'])
    .describe('pending: the acquirer answered 3200 and decides later; the page asks again'),
  code: z
    .string()
    .nullable()
    .describe("the gateway's code of a failure (spec §8), 'network' when it could not be reached"),
  card_brand: z.enum(CARD_BRANDS).nullable(),
  card_last4: z.string().nullable(),
  amount: amountSchema.describe('charged, in minor units of the payment and the local currency'),
  change_id: z
    .string()
    .nullable()
    .describe("a change's difference (issue 32): the change it pays; null for the booking's payment"),
  currency: z.string(),
  created_at: z.string(),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;

export const paymentStateSchema = z.object({
  trade_no: tradeNoSchema,
  order_status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  payment: paymentAttemptSchema.nullable().describe('the latest attempt, if any'),
});
export type PaymentState = z.infer<typeof paymentStateSchema>;

export const getPaymentStatusQuerySchema = z.object({ trade_no: tradeNoSchema });
