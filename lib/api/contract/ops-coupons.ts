import { z } from 'zod';
import { FORM_MESSAGES } from './booking-form';
import { localizedSchema } from './common';

/**
 * Marketing's coupon campaigns (/ops/coupons/*, marketing.manage: marketing and admins): the
 * list with each campaign's uses (aggregates only, never a traveller), a campaign created, paused
 * or resumed. Its limits (uses per traveller, uses in all; empty: no limit) count orders holding
 * the code (server/domain/coupons/campaign-rules.ts).
 */

const upperCodes = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim().toUpperCase())
          .filter(Boolean)
      : value,
  z.array(z.string().regex(/^[A-Z0-9]{2,16}$/, FORM_MESSAGES.invalid)).max(50),
);

const dateSchema = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, FORM_MESSAGES.invalid)
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, FORM_MESSAGES.invalid);

const text = (max: number) =>
  z
    .string({ error: FORM_MESSAGES.required })
    .trim()
    .min(1, FORM_MESSAGES.required)
    .max(max, FORM_MESSAGES.invalid);

export const opsCreateCouponBodySchema = z
  .object({
    code: z
      .string({ error: FORM_MESSAGES.required })
      .trim()
      .regex(/^[A-Z0-9]{3,32}$/, FORM_MESSAGES.invalid)
      .describe('upper-case letters and digits'),
    kind: z.enum(['percent', 'amount'], { error: FORM_MESSAGES.choose }),
    value: z
      .string({ error: FORM_MESSAGES.required })
      .trim()
      .regex(/^\d{1,7}(\.\d{1,2})?$/, FORM_MESSAGES.invalid)
      .refine((v) => Number(v) > 0, FORM_MESSAGES.invalid),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, FORM_MESSAGES.invalid)
      .optional()
      .describe('for an amount, and for the lower limit'),
    less_limit: z
      .string()
      .trim()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, FORM_MESSAGES.invalid)
      .default('0'),
    countries: z.preprocess((value) => (value === undefined ? [] : value), upperCodes),
    stores: z.preprocess((value) => (value === undefined ? [] : value), upperCodes),
    starts_on: dateSchema.describe('UTC date, from its start'),
    ends_on: dateSchema.describe('UTC date, to its end (included)'),
    uses_per_traveller: z
      .preprocess(
        (value) => (value === '' ? null : value),
        z.coerce
          .number({ error: FORM_MESSAGES.invalid })
          .int(FORM_MESSAGES.invalid)
          .min(1, FORM_MESSAGES.invalid)
          .max(1000, FORM_MESSAGES.invalid)
          .nullable(),
      )
      .default(1)
      .describe('orders one traveller may use it on: absent, once; null, no limit'),
    uses_total: z.coerce.number({ error: FORM_MESSAGES.invalid }).int().min(1).max(1_000_000).optional(),
    description_en: text(200),
    description_th: text(200),
    description_zh: text(200),
    description_zh_hant: text(200),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'percent' && Number(body.value) > 100) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: FORM_MESSAGES.invalid });
    }
    if ((body.kind === 'amount' || Number(body.less_limit) > 0) && !body.currency) {
      ctx.addIssue({ code: 'custom', path: ['currency'], message: FORM_MESSAGES.required });
    }
    if (body.ends_on < body.starts_on) {
      ctx.addIssue({ code: 'custom', path: ['ends_on'], message: FORM_MESSAGES.invalid });
    }
  });
export type OpsCreateCouponBody = z.infer<typeof opsCreateCouponBodySchema>;

export const opsCouponCodeBodySchema = z.object({
  code: z
    .string({ error: FORM_MESSAGES.required })
    .trim()
    .regex(/^[A-Z0-9]{3,32}$/, FORM_MESSAGES.invalid),
});

export const opsCouponCampaignSchema = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'amount']),
  value: z.string(),
  currency: z.string().nullable(),
  less_limit: z.string(),
  countries: z.array(z.string()),
  stores: z.array(z.string()),
  starts_at: z.iso.datetime({ offset: true }),
  ends_at: z.iso.datetime({ offset: true }),
  active: z.boolean(),
  uses_per_traveller: z.number().int().nullable(),
  uses_total: z.number().int().nullable(),
  description: localizedSchema,
  created_at: z.iso.datetime({ offset: true }),
  uses: z.object({
    orders: z
      .number()
      .int()
      .describe('orders that use it now (a cancelled or expired unpaid order gave its use back)'),
    paid_orders: z.number().int(),
    wallets: z.number().int().describe('wallets holding it'),
  }),
});
export type OpsCouponCampaign = z.infer<typeof opsCouponCampaignSchema>;

export const opsCouponListSchema = z.object({ list: z.array(opsCouponCampaignSchema) });
