import { z } from 'zod';
import { amountSchema, billSchema } from './bill';
import { chosenExtraSchema, contactSchema, driverSchema, optionalFlightNoSchema } from './booking-form';
import { jsonField, tradeNoSchema } from './booking';
import { getCarListQuerySchema } from './car';
import { MAX_CHANGE_DRIVERS } from '@/lib/choices';
import { rowIdSchema } from './common';

/**
 * When and at what cost a booking may be changed (issue 32), stated per package and copied onto
 * the order when it is booked, as its cancellation terms are: later edits never change a booking's
 * terms. Changes are taken until `cutoff_hours` before the pick-up time; each costs `fee` in the
 * store's currency ('0': free, as packages with free_modification are).
 */
export const changePolicySchema = z.object({
  cutoff_hours: z.number().int().min(0).max(720).describe('hours before pick-up the last change is taken'),
  fee: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,4})?$/)
    .describe("each change's fee in the store's currency; '0' is free"),
});
export type ChangePolicy = z.infer<typeof changePolicySchema>;

/** The terms of a package that states none: changes until a day before pick-up, free. */
export const DEFAULT_CHANGE_POLICY: ChangePolicy = { cutoff_hours: 24, fee: '0' };

const search = getCarListQuerySchema.shape;

/**
 * What a change asks for, form-encoded: the order and only the parts that change (an absent field
 * keeps the booking's own). Dates and the return store are on the stores' clocks as in a search;
 * the car stays at the pick-up store; extras and drivers, when sent, are the whole new lists.
 */
export const orderChangeBodySchema = z.object({
  trade_no: tradeNoSchema,
  pickup_date_time: search.pickup_date_time.optional(),
  drop_off_date_time: search.drop_off_date_time.optional(),
  drop_off_location: search.drop_off_location.describe("within the pick-up store's drop-off list"),
  sku_id: rowIdSchema.optional().describe('another car of the pick-up store'),
  package_code: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .describe('another package of the car, paid the same way'),
  extra_service: jsonField(z.array(chosenExtraSchema).max(30)).optional(),
  insurance_unit_item: jsonField(z.array(chosenExtraSchema).max(30)).optional(),
  drivers: jsonField(z.array(driverSchema).min(1).max(MAX_CHANGE_DRIVERS))
    .optional()
    .describe('the whole list, the main driver first'),
  flight_no: optionalFlightNoSchema,
  contact_name: contactSchema.shape.name.optional(),
  contact_email: contactSchema.shape.email.optional(),
  contact_area_code: contactSchema.shape.contact_area_code.optional(),
  contact_phone: contactSchema.shape.contact_phone
    .optional()
    .describe('a new mobile number: verified with a code first, its proof sent as phone_token'),
  phone_token: z
    .string()
    .max(256)
    .optional()
    .describe("the proof /verify/check_code answered for the new number (as the booking's)"),
});
export type OrderChangeBody = z.input<typeof orderChangeBodySchema>;
export type OrderChangeRequest = z.output<typeof orderChangeBodySchema>;

/** Confirming the change quoted: the quote's token and total, sent back as the page showed them. */
export const confirmChangeBodySchema = orderChangeBodySchema.extend({
  search_token: z
    .string()
    .max(1024)
    .optional()
    .default('')
    .describe("the quote's search_token (empty for a change of the flight or the contact alone)"),
  expected_total: z
    .string()
    .regex(/^-?\d{1,15}$/, 'minor units')
    .transform(Number)
    .describe("the quote's new_bill.totalBillPrice.payment, in minor units"),
});
export type ConfirmChangeBody = z.input<typeof confirmChangeBodySchema>;
export type ConfirmChangeRequest = z.output<typeof confirmChangeBodySchema>;

export const CHANGED_FIELDS = [
  'dates',
  'drop_off_location',
  'car',
  'package',
  'extras',
  'drivers',
  'flight_no',
  'contact',
] as const;
export const changedFieldSchema = z.enum(CHANGED_FIELDS);
export type ChangedField = z.infer<typeof changedFieldSchema>;

/** What the change does to the money, in both currencies (minor units). */
export const changeMoneySchema = z.object({
  paid: amountSchema.describe('paid online so far'),
  to_pay_online: amountSchema.describe('due online after the change (an unpaid online order: its new total)'),
  to_refund: amountSchema.describe('sent back to the card once the change is confirmed'),
  at_counter: amountSchema.describe('paid at the counter after the change'),
});
export type ChangeMoney = z.infer<typeof changeMoneySchema>;

/** POST /order/change/quote: the change priced from the catalogue as it is now; nothing is written. */
export const changeQuoteSchema = z.object({
  trade_no: tradeNoSchema,
  changed: z.array(changedFieldSchema).describe('what differs from the booking'),
  old_bill: billSchema,
  new_bill: billSchema.describe("the booking's bill after the change, its fee included"),
  difference: amountSchema.describe('new total minus old total'),
  fee: amountSchema.describe("the change's fee (in the new bill's change_fee line)"),
  money: changeMoneySchema,
  rent_info: z.object({
    pickup_location: z.string(),
    drop_off_location: z.string(),
    pickup_date_time: z.string(),
    drop_off_date_time: z.string(),
  }),
  sku_id: z.number().int(),
  package_code: z.string(),
  search_token: z.string().describe('send back with the confirm'),
  expires_at: z.string().describe('ISO instant: after it, quote again'),
  change_deadline: z.string().describe('ISO instant of the last moment a change is taken'),
});
export type ChangeQuote = z.infer<typeof changeQuoteSchema>;

/**
 * POST /order/change/confirm: the change's record and the order after it: 'applied' at once, or,
 * for a dearer change of a booking paid online, 'awaiting_payment': the new car is held and the
 * booking changes once `to_pay_online` is paid on the payment page by `pay_by` (unpaid, it stands).
 */
export const orderChangedSchema = z.object({
  trade_no: tradeNoSchema,
  change_id: z.string(),
  status: z.enum(['applied', 'awaiting_payment']),
  sequence: z.number().int().describe('the number of changes the order has had (applied ones)'),
  total: amountSchema.describe("the booking's total after the change"),
  refunded: amountSchema.describe('sent back to the card by this change (0 when none)'),
  to_pay_online: amountSchema.describe('awaiting payment: the difference due online (else 0)'),
  pay_by: z.string().nullable().describe('awaiting payment: ISO instant the difference is due by'),
});
export type OrderChanged = z.infer<typeof orderChangedSchema>;

/** One change of the order as its owner sees it (the order page's list). */
export const orderChangeRecordSchema = z.object({
  id: z.string(),
  at: z.string().describe('ISO instant'),
  changed: z.array(changedFieldSchema),
  old_total: amountSchema,
  new_total: amountSchema,
  fee: amountSchema,
  refunded: amountSchema,
});
export type OrderChangeRecord = z.infer<typeof orderChangeRecordSchema>;

export const orderChangeListSchema = z.object({ list: z.array(orderChangeRecordSchema) });
export type OrderChangeList = z.infer<typeof orderChangeListSchema>;
