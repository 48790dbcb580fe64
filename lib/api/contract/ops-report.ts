import { z } from 'zod';
import { FORM_MESSAGES } from './booking-form';

/**
 * Marketing's campaign report (/ops/report/*, marketing.manage: marketing and admins): over a range
 * of UTC dates, by utm_source, utm_medium and utm_campaign, the visits and searches the campaign
 * beacon recorded and what the orders carrying that campaign became. Aggregates only: no row names
 * a traveller, and none carries a name, phone or e-mail.
 */

/** The longest range a report covers, in days (both ends included). */
export const REPORT_MAX_DAYS = 366;

const dateSchema = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, FORM_MESSAGES.invalid)
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, FORM_MESSAGES.invalid);

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const opsReportQuerySchema = z.object({
  from: dateSchema.describe("first UTC date, 'YYYY-MM-DD', included"),
  to: dateSchema.describe("last UTC date, 'YYYY-MM-DD', included"),
  store: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{2,16}$/, FORM_MESSAGES.invalid)
      .optional()
      .describe('only this pick-up store'),
  ),
  country: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, FORM_MESSAGES.invalid)
      .optional()
      .describe("only this country's stores (ISO 3166-1 alpha-2)"),
  ),
});

/**
 * What is wrong with a range, if anything: reversed, or longer than REPORT_MAX_DAYS. Checked apart
 * from the schema (the route's query joins the common params, which a refined object cannot).
 */
export function reportRangeProblem(
  from: string,
  to: string,
): 'range_reversed' | 'range_too_long' | undefined {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days < 1) return 'range_reversed';
  if (days > REPORT_MAX_DAYS) return 'range_too_long';
  return undefined;
}

export type OpsReportQuery = z.output<typeof opsReportQuerySchema>;

/** An amount in one currency: decimal text with the currency's decimals. */
export const currencyAmountSchema = z.object({ currency: z.string(), amount: z.string() });
export type CurrencyAmount = z.infer<typeof currencyAmountSchema>;

export const campaignFiguresSchema = z.object({
  visits: z.number().int().describe('arrivals with this campaign: one per browser tab session'),
  searches: z.number().int().describe('car lists shown for a distinct search during such a session'),
  bookings: z.number().int().describe('orders placed with this campaign in the range (test orders excluded)'),
  paid_bookings: z.number().int().describe('of those bookings, the ones paid online'),
  revenue_usd: z.string().describe("what those bookings paid, in US dollars at today's rates"),
  revenue: z.array(currencyAmountSchema).describe('what those bookings paid, per payment currency'),
  cancellations: z.number().int().describe('of those bookings, the ones cancelled (refunded ones included)'),
  refunds: z.number().int().describe('refunds approved or paid out for those bookings'),
  refunded_usd: z.string(),
  refunded: z.array(currencyAmountSchema),
  paid_per_visit: z.number().nullable().describe('paid bookings / visits; null without visits'),
  bookings_per_search: z.number().nullable().describe('bookings / searches; null without searches'),
});
export type CampaignFigures = z.infer<typeof campaignFiguresSchema>;

export const campaignRowSchema = campaignFiguresSchema.extend({
  utm_source: z.string().describe("'' when the link had none"),
  utm_medium: z.string(),
  utm_campaign: z.string(),
});
export type CampaignRow = z.infer<typeof campaignRowSchema>;

export const opsCampaignReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  store: z.string().nullable(),
  country: z.string().nullable(),
  rows: z.array(campaignRowSchema).describe('most visits first'),
  totals: campaignFiguresSchema,
});
export type OpsCampaignReport = z.infer<typeof opsCampaignReportSchema>;
