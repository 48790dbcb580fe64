import { z } from 'zod';
import { localizedSchema } from './common';

/** Money as the API shows it: amounts in the payment and the store's currency (rounded decimals). */
export const chargeUnitSchema = z.enum(['day', 'rental']).describe('day: × rental days; rental: once');

export const priceSchema = z
  .object({
    payment_amount: z.number().describe('in the payment currency (the currency common param)'),
    payment_currency: z.string(),
    local_amount: z.number().describe("in the pick-up store's currency"),
    local_currency: z.string(),
  })
  .describe("an amount in the payment and the store's currency, rounded to each currency's decimals");
export type Price = z.infer<typeof priceSchema>;

export const chargeLineSchema = z.object({
  code: z
    .string()
    .describe(
      'base_rent, insurance, airport_fee, service_fee, young_driver_fee, one_way_fee, out_of_hours_fee',
    ),
  item_name: localizedSchema,
  unit: chargeUnitSchema,
  count: z.number().int().describe('rental days for day units, else how many times it is charged'),
  unit_price: priceSchema,
  total_amount: priceSchema,
  not_in_bill: z
    .boolean()
    .describe('shown for information and paid later at the counter; not in total_charge'),
});
export type ChargeLine = z.infer<typeof chargeLineSchema>;

export const packageQuoteSchema = z.object({
  charge_detail: z.array(chargeLineSchema),
  total_charge: priceSchema.describe('the sum of the lines in the bill'),
  online_charge: priceSchema.describe('paid online now: the total for full_prepaid, 0 for arrival'),
  offline_charge: priceSchema.describe('paid at the counter: the total for arrival, 0 for full_prepaid'),
  daily_amount: priceSchema.describe('total_charge per rental day'),
});
export type PackageQuote = z.infer<typeof packageQuoteSchema>;
