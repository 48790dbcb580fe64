import { z } from 'zod';
import { refundStateSchema } from '@/lib/orders/transitions';
import { billCurrencySchema } from './bill';
import { tradeNoSchema } from './booking';
import { storeClockSchema } from './common';
import { FORM_MESSAGES } from './booking-form';
import { REFUND_REASONS, REFUND_REMARK_MAX } from '@/lib/orders/refund-reasons';

export { REFUND_REASONS, REFUND_REMARK_MAX };

/**
 * The refund endpoints (/refund/*): the quote the cancellation policy gives, applying, the list,
 * the detail with its progress, and revoking. Amounts are integer minor units of each currency.
 */

export const refundReasonSchema = z.enum(REFUND_REASONS, { error: FORM_MESSAGES.choose });
export type RefundReason = z.infer<typeof refundReasonSchema>;

export const refundFormSchema = z.object({
  reason: refundReasonSchema,
  remark: z.string().trim().max(REFUND_REMARK_MAX, `length:0:${REFUND_REMARK_MAX}`).optional().default(''),
});
export type RefundForm = z.input<typeof refundFormSchema>;
export type RefundFormOutput = z.output<typeof refundFormSchema>;

export const refundApplyBodySchema = refundFormSchema.extend({ trade_no: tradeNoSchema });
export const refundTradeNoSchema = z.object({ trade_no: tradeNoSchema });

export const refundListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(10),
});

const minorSchema = z.object({
  payment: z.number().int().describe('minor units of the payment currency'),
  local: z.number().int().describe("minor units of the store's currency"),
});

export const refundQuoteSchema = z.object({
  trade_no: tradeNoSchema,
  currencies: z.object({ payment: billCurrencySchema, local: billCurrencySchema }),
  paid: minorSchema.describe('what was paid online for the booking'),
  fee: minorSchema.describe('what the cancellation policy keeps now'),
  refund: minorSchema.describe('what goes back: paid minus the fee; nothing after the pick-up time'),
  free_until: z
    .object({
      at: z.iso.datetime({ offset: true }).describe('the instant free cancellation ends'),
      local: z.string().describe("the same on the store's clock, 'YYYY-MM-DD HH:mm'"),
      time_zone: z.string().describe('the IANA zone of the pick-up store'),
    })
    .nullable()
    .describe('null when the package has no free cancellation'),
  can_apply: z.boolean().describe('the order allows a refund application now'),
  store_clock: storeClockSchema.describe("the pick-up store's clock, on which free_until is shown"),
});
export type RefundQuote = z.infer<typeof refundQuoteSchema>;

export const refundProgressStepSchema = z.object({
  status: refundStateSchema,
  at: z.iso.datetime({ offset: true }),
});

export const refundSchema = z.object({
  trade_no: tradeNoSchema,
  status: refundStateSchema,
  reason: refundReasonSchema,
  remark: z.string(),
  currencies: refundQuoteSchema.shape.currencies,
  paid: minorSchema,
  fee: minorSchema,
  refund: minorSchema,
  reject_reason: z.string().nullable().describe("customer service's reason, when rejected"),
  progress: z.array(refundProgressStepSchema).describe('each status reached, with its time, oldest first'),
  can_revoke: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  pickup_at: z.string().describe("the pick-up time on the store's clock ('YYYY-MM-DD HH:mm')"),
  store_code: z.string(),
  store_clock: storeClockSchema.describe("the pick-up store's clock, on which the refund's times are shown"),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundListSchema = z.object({
  list: z.array(refundSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type RefundList = z.infer<typeof refundListSchema>;
