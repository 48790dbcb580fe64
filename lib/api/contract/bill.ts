import { z } from 'zod';
import { localizedSchema } from './common';

/**
 * The bill of a booking (spec §3 'Bill'), as lib/bill computes it on both sides: the API (which is
 * authoritative) and the fill-in page (live, as the traveller edits). Amounts are integer minor
 * units of each currency (cents, satang; yen have none), so the two sides compare exactly; they
 * become decimals only when shown. Field names follow the spec's bill (baseSetBill, totalPrice,
 * notInBill, onlinePrice, ...), in camelCase throughout.
 */
export const amountSchema = z
  .object({
    payment: z.number().int().describe("minor units of the payment currency (the traveller's)"),
    local: z.number().int().describe("minor units of the pick-up store's currency"),
  })
  .describe('one amount in both currencies, each rounded once');
export type Amount = z.infer<typeof amountSchema>;

export const billCurrencySchema = z.object({
  code: z.string().describe('ISO 4217'),
  minorUnits: z.number().int().min(0).max(4).describe('decimals of the currency: 2 for USD, 0 for JPY'),
});
export type BillCurrency = z.infer<typeof billCurrencySchema>;

export const billSectionSchema = z
  .enum(['base', 'other', 'extra', 'promotion'])
  .describe(
    'base: the package (rent, insurance, fees); other: young driver, one-way, out of hours; ' +
      'extra: extra services and insurance units; promotion: coupon or freshman discount (negative)',
  );
export type BillSection = z.infer<typeof billSectionSchema>;

export const billLineSchema = z.object({
  code: z
    .string()
    .describe(
      'base_rent, insurance, young_driver_fee, one_way_fee, out_of_hours_fee, extra code, coupon, freshman',
    ),
  name: localizedSchema,
  section: billSectionSchema,
  unit: z.enum(['day', 'rental']),
  count: z.number().int().describe('rental days for day units, else 1; for extras the quantity'),
  unitPrice: amountSchema.describe('one unit: a day, or the whole rental'),
  total: amountSchema.describe('negative for promotions'),
  notInBill: z
    .boolean()
    .describe('shown for information and paid later at the counter; not in totalBillPrice'),
  extraId: z.number().int().optional().describe('the extra service, for extra lines'),
});
export type BillLine = z.infer<typeof billLineSchema>;

export const billSchema = z.object({
  payMethod: z.enum(['FULL_PREPAID', 'ARRIVAL']),
  paymentVersion: z
    .union([z.literal(1), z.literal(2)])
    .describe('2: extras are billed too; 1: paid at the counter'),
  currencies: z.object({ payment: billCurrencySchema, local: billCurrencySchema }),
  baseSetBill: z.object({
    unitPrice: amountSchema.describe('the package per rental day (its total / days, rounded)'),
    rentDays: z.number().int().min(1),
    total: amountSchema.describe('the base package price: what coupons are measured against'),
    notSameCcy: z.boolean().describe('the payment currency differs from the store currency'),
    lines: z.array(billLineSchema),
  }),
  promotions: z.array(billLineSchema),
  extraServiceLines: z.array(billLineSchema),
  otherLines: z.array(billLineSchema),
  onlinePrice: amountSchema.describe('paid online now: the total when paying online, else 0'),
  offlinePrice: amountSchema.describe('paid at the counter: the total when paying there, else 0'),
  totalBillPrice: amountSchema.describe('every line in the bill, promotions included'),
  notInBillPrice: amountSchema.describe('lines outside the total, payable at the counter (informational)'),
});
export type Bill = z.infer<typeof billSchema>;
