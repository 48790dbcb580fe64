import { z } from 'zod';
import { amountSchema, billSchema } from './bill';
import {
  bookingFormSchema,
  chosenExtraSchema,
  contactSchema,
  couponCodeSchema,
  driverSchema,
  flightNoSchema,
  REMARK_MAX,
} from './booking-form';
import { cancellationPolicySchema } from './cancellation';
import {
  getCarDetailQuerySchema,
  insuranceTypeSchema,
  mileageLimitSchema,
  packageServiceSchema,
  payModeSchema,
  priceSchema,
  searchedRentInfoSchema,
  vehicleInfoSchema,
} from './car';
import { orderActionSchema, refundStateSchema } from '@/lib/orders/transitions';
import { TRADE_NO_PATTERN } from '@/lib/orders/trade-no';
import { localizedSchema, storeInfoSchema } from './common';

/** A form field that holds JSON: formEncode writes arrays and objects that way (spec §7). */
export const jsonField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value; // not JSON: the schema refuses it as the wrong type
    }
  }, schema);

/** A checkbox sent as a form field: 'true' or '1'. */
const checkedField = (message: string) =>
  z.preprocess(
    (value) => value === true || value === 'true' || value === '1',
    z.literal(true, { error: message }),
  );

export const tradeNoSchema = z
  .string()
  .regex(TRADE_NO_PATTERN, 'digits only')
  .describe('the order number: digits only, random, never sequential');

/**
 * POST /order/create, form-encoded (header Idempotency-Key). The search and the car are named as
 * the car detail was read (its query, signed by search_token); the server reads the search, the car,
 * the package and the extras again, prices the bill itself and books only when its total is the one
 * the page showed (expected_total).
 */
export const createOrderBodySchema = getCarDetailQuerySchema.extend({
  package_code: z.string().min(1).max(64).describe('package_code_origin of the chosen package'),
  search_token: z.string().min(1).max(1024).describe('booking.search_token of the car detail'),
  phone_token: z
    .string()
    .min(1)
    .max(256)
    .describe('the proof answered by /verify/check_code for the contact phone'),
  expected_total: z
    .string()
    .regex(/^-?\d{1,15}$/, 'minor units')
    .transform(Number)
    .describe("the bill's totalBillPrice.payment the page showed, in minor units"),
  drivers: jsonField(bookingFormSchema.shape.drivers),
  contact: jsonField(contactSchema),
  extra_service: jsonField(z.array(chosenExtraSchema).max(30)).optional().default([]),
  insurance_unit_item: jsonField(z.array(chosenExtraSchema).max(30)).optional().default([]),
  flight_no: flightNoSchema,
  remark: z.string().trim().max(REMARK_MAX).optional().default(''),
  coupon_code: couponCodeSchema,
  deposit: z.enum(['1', '2']).optional().default('2'),
  pre_auth_payment_no: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .describe(
      "with deposit '1' (zhima credit): the caller's passed pre-authorisation of this car and package",
    ),
  agree_terms: checkedField('agree_terms'),
  lang: z
    .enum(['en', 'th', 'zh', 'zh-hant'])
    .optional()
    .default('en')
    .describe('the language of the confirmation'),
});
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;
export type CreateOrderRequest = z.output<typeof createOrderBodySchema>;

export const orderStatusSchema = z.enum(['CREATE_ORDER', 'NORMAL', 'CANCEL', 'CONFIRMED', 'EXPIRED', 'TEST']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const paymentStatusSchema = z.enum(['NOT_PAY', 'HAD_PAID']);
export const payMethodSchema = z.enum(['FULL_PREPAID', 'ARRIVAL']);

export const createdOrderSchema = z.object({
  trade_no: tradeNoSchema,
  status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  pay_method: payMethodSchema,
  expires_at: z
    .string()
    .nullable()
    .describe('ISO instant: an online booking unpaid by then expires (30 min)'),
  total: amountSchema.describe('totalBillPrice, minor units'),
  online: amountSchema.describe('to pay online now, minor units'),
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

export const getOrderQuerySchema = z.object({ trade_no: tradeNoSchema });

/** The rental's progress at the counter (the store desk), beside the order's status; null while ready. */
export const orderProgressSchema = z.object({
  stage: z.enum(['picked_up', 'returned', 'no_show']),
  at: z
    .string()
    .describe("ISO instant of the hand-over, the return or the no-show; shown on the store's clock"),
});
export type OrderProgress = z.infer<typeof orderProgressSchema>;

/** An order as its owner sees it: the booking as made, with the store's details to pick up the car. */
export const orderSchema = z.object({
  trade_no: tradeNoSchema,
  status: orderStatusSchema.describe('an unpaid online order past expires_at reads EXPIRED'),
  payment_status: paymentStatusSchema,
  pay_method: payMethodSchema,
  created_at: z.string(),
  expires_at: z.string().nullable(),
  pickup_no: z.string().nullable().describe('given by the store at confirmation'),
  lang: z.enum(['en', 'th', 'zh', 'zh-hant']),
  rent_info: searchedRentInfoSchema.pick({
    pickup_location: true,
    drop_off_location: true,
    pickup_date_time: true,
    drop_off_date_time: true,
    driver_age: true,
    rent_duration: true,
  }),
  pickup_at: z.string().describe('ISO instant of the pick-up'),
  drop_off_at: z.string().describe('ISO instant of the return'),
  car: vehicleInfoSchema,
  package: z.object({
    package_code_origin: z.string(),
    plan_group: insuranceTypeSchema,
    pay_mode: payModeSchema,
    name: localizedSchema,
    services: z.array(packageServiceSchema),
  }),
  mileage_limit: mileageLimitSchema,
  deposit: priceSchema.describe('held at pick-up'),
  deposit_way: z.enum(['credit_card', 'zhima_credit']),
  bill: billSchema,
  cancellation_policy: cancellationPolicySchema,
  drivers: z.array(driverSchema),
  contact: contactSchema,
  flight_no: z.string().nullable(),
  remark: z.string().nullable(),
  coupon_code: z.string().nullable(),
  pickup_store: storeInfoSchema,
  drop_off_store: storeInfoSchema,
  actions: z
    .array(orderActionSchema)
    .describe(
      'what the caller may do now (lib/orders/transitions.ts orderActions); the pages offer only these',
    ),
  refund_status: refundStateSchema.nullable().describe("the newest refund's status, or null"),
  changes: z
    .object({
      count: z.number().int().describe("the booking's changes so far: the calendar file's SEQUENCE"),
      last_at: z.string().nullable().describe('ISO instant of the last change'),
      deadline: z
        .string()
        .describe('ISO instant: changes are taken until then (offered as the change action)'),
      cutoff_hours: z.number().int(),
      fee: z.string().describe("each change's fee in the store's currency; '0' is free"),
      awaiting: z
        .object({
          change_id: z.string(),
          changed: z.array(z.string()).describe('what the change changes (order-change CHANGED_FIELDS)'),
          to_pay_online: amountSchema.describe('the difference to pay on the payment page'),
          new_total: amountSchema,
          pay_by: z.string().describe('ISO instant: unpaid by then, the booking stays as it is'),
        })
        .nullable()
        .describe('a dearer change of this paid booking waiting for its difference, or null'),
    })
    .describe("the booking's change terms and history (issue 32)"),
  progress: orderProgressSchema
    .nullable()
    .describe('picked up, returned or no-show at the counter; null while the rental is ready'),
  amounts: z
    .object({
      paid: amountSchema.describe('paid online so far (0 until the payment is taken)'),
      estimated_total: amountSchema.describe('the whole bill (totalBillPrice)'),
      package_fee: amountSchema.describe('the package (baseSetBill.total)'),
      after_hours_fee: amountSchema.describe('the out-of-hours lines of the bill, 0 when none'),
    })
    .describe("spec §3 Order's amounts, from the bill"),
});
export type Order = z.infer<typeof orderSchema>;

// ---------------------------------------------------------------- coupon check

export const checkCouponQuerySchema = z.object({
  code: couponCodeSchema.refine((value) => value !== '', 'a coupon code'),
  pickup_location: getCarDetailQuerySchema.shape.pickup_location,
});

/** A coupon's terms in the search's two currencies, for the page's bill (lib/bill CouponTerms). */
export const couponTermsSchema = z.object({
  code: z.string(),
  name: localizedSchema.describe('its description'),
  kind: z.enum(['percent', 'amount']),
  percent: z.string().nullable().describe("'10' for 10 % off, for percent coupons"),
  discount: amountSchema.nullable().describe('for amount coupons, minor units'),
  less_limit: amountSchema.describe('the base package price must be greater than this, minor units'),
  less_limit_price: z
    .object({ amount: z.number(), currency: z.string() })
    .describe("the lower limit in the coupon's own currency, for the message"),
});
export type CouponTermsAnswer = z.infer<typeof couponTermsSchema>;
