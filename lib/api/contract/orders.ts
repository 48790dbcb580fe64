import { z } from 'zod';
import { orderActionSchema, refundStateSchema } from '@/lib/orders/transitions';
import { amountSchema, billCurrencySchema } from './bill';
import { orderStatusSchema, payMethodSchema, paymentStatusSchema, tradeNoSchema } from './booking';
import { captchaAfterFailuresSchema } from './captcha';
import { localizedSchema } from './common';
import { areaCodeSchema, phoneNumberSchema } from './phone';

/**
 * The order pages' calls (issue 12): a guest's lookup and 'forgot reservation number', binding an
 * order to a verified mobile number, the list, cancel and delete.
 */

const email = z.string().trim().toLowerCase().pipe(z.email('an e-mail address').max(254));

/** The contact of the order: its phone (with area code) or its e-mail, exactly one of them. */
const contactFields = {
  area_code: areaCodeSchema.optional(),
  phone: phoneNumberSchema.optional(),
  email: email.optional(),
};
const oneContact = (body: { area_code?: string; phone?: string; email?: string }) =>
  (body.email !== undefined) !== (body.phone !== undefined && body.area_code !== undefined);
const oneContactMessage = { message: 'the phone with its area code, or the e-mail', path: ['phone'] };

/** POST /order/query: the order number and the phone or e-mail used on the order. */
export const queryOrderBodySchema = z
  .object({
    trade_no: z.string().trim().min(1).max(64),
    ...contactFields,
    captcha: captchaAfterFailuresSchema,
  })
  .refine(oneContact, oneContactMessage)
  .describe('the order number and the contact phone (area_code + phone) or e-mail');
export type QueryOrderBody = z.input<typeof queryOrderBodySchema>;

export const foundOrderSchema = z.object({ trade_no: tradeNoSchema });

/** POST /order/forgot: where to send the numbers of that contact's orders. */
export const forgotOrderBodySchema = z
  .object({
    ...contactFields,
    lang: z
      .enum(['en', 'th', 'zh', 'zh-hant'])
      .optional()
      .describe('the language of the message; the locale common param when absent'),
  })
  .refine(oneContact, oneContactMessage);
export type ForgotOrderBody = z.input<typeof forgotOrderBodySchema>;

export const forgotSentSchema = z.object({
  sent: z.literal(true).describe('the same answer whether or not the contact has orders'),
});

/** POST /order/bind: the guest's order to a mobile number proven by /verify/check_code. */
export const bindOrderBodySchema = z.object({
  trade_no: tradeNoSchema,
  area_code: areaCodeSchema,
  phone: phoneNumberSchema,
  phone_token: z.string().min(1).max(256).describe('the proof answered by /verify/check_code'),
});
export type BindOrderBody = z.input<typeof bindOrderBodySchema>;

export const boundOrderSchema = z.object({
  trade_no: tradeNoSchema,
  bound: z.literal(true),
});

/** POST /order/cancel and /order/delete. */
export const orderActionBodySchema = z.object({ trade_no: tradeNoSchema });
export type OrderActionBody = z.input<typeof orderActionBodySchema>;

export const orderListTabSchema = z.enum(['all', 'refund']);
export type OrderListTab = z.infer<typeof orderListTabSchema>;

export const ORDER_PAGE_SIZE_MAX = 50;

export const orderListQuerySchema = z.object({
  tab: orderListTabSchema.optional().default('all').describe('refund: only orders with a refund'),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  page_size: z.coerce.number().int().min(1).max(ORDER_PAGE_SIZE_MAX).optional().default(10),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

/** One card of the order list. */
export const orderListItemSchema = z.object({
  trade_no: tradeNoSchema,
  status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  pay_method: payMethodSchema,
  created_at: z.string(),
  expires_at: z.string().nullable(),
  car: z.object({ make: z.string(), model: z.string(), image: z.string() }),
  pickup_store: z.object({ value: z.string(), short_name: localizedSchema }),
  drop_off_store: z.object({ value: z.string(), short_name: localizedSchema }),
  pickup_date_time: z.string().describe("the store's wall time, 'YYYY-MM-DD HH:mm'"),
  drop_off_date_time: z.string(),
  rent_days: z.number().int(),
  total: amountSchema,
  currencies: z.object({ payment: billCurrencySchema, local: billCurrencySchema }),
  refund_status: refundStateSchema.nullable(),
  actions: z.array(orderActionSchema),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderListSchema = z.object({
  list: z.array(orderListItemSchema),
  total: z.number().int().describe('orders in this tab'),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type OrderList = z.infer<typeof orderListSchema>;
