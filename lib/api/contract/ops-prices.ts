import { z } from 'zod';
import { FORM_MESSAGES } from './booking-form';
import { MAX_ROW_ID, localizedSchema } from './common';

/**
 * The back office's prices (/ops/prices/*, prices.manage: admins): a store's base prices (each
 * car's daily rate, each package's charge items, each extra's unit price) and their price periods
 * (date-based rates: a period's amount replaces the base price on each rental day whose
 * store-local date it covers; the newest wins; server/domain/pricing/price-periods.ts). Amounts are
 * decimal text in the store's currency ('45.00').
 */

export const PRICE_REASON_MAX = 500;

export const priceTargetSchema = z.enum(['sku_rate', 'charge_item', 'extra'], {
  error: FORM_MESSAGES.choose,
});
export type PriceTargetKind = z.infer<typeof priceTargetSchema>;

const storeCodeSchema = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,16}$/, FORM_MESSAGES.invalid);

/** An amount ≥ 0 as typed: digits with an optional fraction (the currency's decimals are checked by the server). */
const amountSchema = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .min(1, FORM_MESSAGES.required)
  .regex(/^\d{1,9}(\.\d{1,4})?$/, FORM_MESSAGES.invalid);

const dateSchema = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .min(1, FORM_MESSAGES.required)
  .regex(/^\d{4}-\d{2}-\d{2}$/, FORM_MESSAGES.invalid)
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, FORM_MESSAGES.invalid);

const reasonSchema = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .min(1, FORM_MESSAGES.required)
  .max(PRICE_REASON_MAX, FORM_MESSAGES.invalid);

const idSchema = z.coerce.number({ error: FORM_MESSAGES.required }).int().positive().max(MAX_ROW_ID);

// ---------------------------------------------------------------- the price list

export const opsPriceListQuerySchema = z.object({ store: storeCodeSchema });

export const pricePeriodSchema = z.object({
  id: z.number().int(),
  amount: z.string(),
  starts_on: z.string().describe("store-local date, 'YYYY-MM-DD', included"),
  ends_on: z.string().describe("store-local date, 'YYYY-MM-DD', included"),
  created_at: z.iso.datetime({ offset: true }),
  created_by: z.string().nullable().describe("the staff member's name"),
  withdrawn_at: z.iso.datetime({ offset: true }).nullable(),
  withdrawn_by: z.string().nullable(),
  in_effect_today: z.boolean().describe("the period that prices today's store-local date"),
});
export type PricePeriodAnswer = z.infer<typeof pricePeriodSchema>;

export const priceEntrySchema = z.object({
  target: priceTargetSchema,
  target_id: z.number().int(),
  code: z.string(),
  name: localizedSchema,
  unit: z.enum(['day', 'rental']),
  base_amount: z.string(),
  today_amount: z
    .string()
    .describe("what today's store-local date costs: a live period's amount, else the base"),
  periods: z.array(pricePeriodSchema).describe('newest first, withdrawn ones too'),
});
export type PriceEntry = z.infer<typeof priceEntrySchema>;

export const opsPriceListSchema = z.object({
  store: z.object({ code: z.string(), name: localizedSchema }),
  stores: z.array(z.object({ code: z.string(), name: localizedSchema })).describe('every store, to pick one'),
  currency: z.string(),
  minor_units: z.number().int(),
  today: z.string().describe("today's date on the store's clock: a period cannot start before it"),
  cars: z.array(priceEntrySchema),
  packages: z.array(
    z.object({
      package_id: z.number().int(),
      code: z.string(),
      name: localizedSchema,
      items: z.array(priceEntrySchema),
    }),
  ),
  extras: z.array(priceEntrySchema),
});
export type OpsPriceList = z.infer<typeof opsPriceListSchema>;

// ---------------------------------------------------------------- edits

export const opsSetBasePriceBodySchema = z.object({
  store: storeCodeSchema,
  target: priceTargetSchema,
  target_id: idSchema,
  amount: amountSchema,
  reason: reasonSchema,
});

export const opsAddPricePeriodBodySchema = opsSetBasePriceBodySchema.extend({
  starts_on: dateSchema,
  ends_on: dateSchema,
});

export const opsWithdrawPricePeriodBodySchema = z.object({
  store: storeCodeSchema,
  period_id: idSchema,
  reason: reasonSchema,
});

/** An edit's answer: the price list as it now stands. */
export const opsPriceEditSchema = z.object({ action: z.string(), list: opsPriceListSchema });

// ---------------------------------------------------------------- history

/** A price as an edit found or left it: a base amount, or a period (withdrawn or not). */
export const priceStateSchema = z.object({
  amount: z.string().optional(),
  starts_on: z.string().optional(),
  ends_on: z.string().optional(),
  period_id: z.number().int().optional(),
  withdrawn: z.boolean().optional(),
});
export type PriceState = z.infer<typeof priceStateSchema>;

export const opsPriceHistorySchema = z.object({
  list: z.array(
    z.object({
      id: z.string(),
      action: z.enum(['set_base', 'add_period', 'withdraw_period']),
      operator: z.string(),
      at: z.iso.datetime({ offset: true }),
      target: priceTargetSchema,
      target_id: z.number().int(),
      before: priceStateSchema.nullable(),
      after: priceStateSchema.nullable(),
      reason: z.string().nullable(),
    }),
  ),
});
export type OpsPriceHistory = z.infer<typeof opsPriceHistorySchema>;
export type PriceEdit = OpsPriceHistory['list'][number];
