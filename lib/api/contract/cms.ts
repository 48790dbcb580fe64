import { z } from 'zod';
import { LANGS } from '@/lib/i18n/locales';
import { PACKAGE_SERVICES } from './car-lists';

/** The intro articles of spec §2 served at /{key} and /{key}/{introID}. */
export const CMS_INTRO_KEYS = [
  'about_us',
  'news',
  'recruit',
  'contact',
  'user_agreement',
  'privacy_policy',
] as const;
export type CmsIntroKey = (typeof CMS_INTRO_KEYS)[number];

export const RENT_RULE_COUNTRIES = ['US', 'NZ', 'TH'] as const;
export type RentRuleCountry = (typeof RENT_RULE_COUNTRIES)[number];

/** Insurance tiers: a package's plan group, and the item of key 'plan_info' explaining it. */
export const PLAN_KEYS = [
  'basic_service',
  'basic_protection',
  'full_protection',
  'super_protection',
] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

/** Product introductions at /introduce/{product}: self-service and self-service plus. */
export const INTRODUCE_PRODUCTS = ['zzyc', 'zzycp'] as const;
export type IntroduceProduct = (typeof INTRODUCE_PRODUCTS)[number];

/** Where the articles that are not intro keys live in the CMS tables. */
export const CMS_KEYS = {
  rentRules: (country: RentRuleCountry) => `rent_rules_${country}`,
  planInfo: 'plan_info',
  paymentRefundPolicy: 'payment_refund_policy',
  introduce: (product: IntroduceProduct) => `introduce_${product}`,
} as const;

const cmsKeySchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,47}$/)
  .describe('article key, e.g. about_us, news, rent_rules_US, payment_refund_policy');
const introIdSchema = z
  .string()
  .regex(/^(?:[A-Za-z0-9][A-Za-z0-9_-]{0,79})?$/)
  .describe("an item under the key, e.g. a news slug; '' or omitted for the key's own article");

export const cmsArticleQuerySchema = z.object({
  key: cmsKeySchema,
  intro_id: introIdSchema.optional(),
});

export const cmsArticleByIdQuerySchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'digits only')
    .describe('cms_id, digits only'),
});

export const cmsListQuerySchema = z.object({ key: cmsKeySchema });

export const planInfoQuerySchema = z.object({
  key: z.enum(PLAN_KEYS).describe('the insurance tier (plan group)'),
  package_code: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .describe('package_code_origin, e.g. LAX01-FULL-PREPAID'),
});

const langSchema = z.enum(LANGS).describe('language of this text: English when the requested one has none');

export const cmsArticleSchema = z.object({
  id: z.number().int().describe('cms_id of this row'),
  key: z.string(),
  intro_id: z.string().describe("'' for the key's own article"),
  lang: langSchema,
  title: z.string(),
  summary: z.string(),
  body: z.string().describe('sanitized HTML: headings, paragraphs, lists, emphasis, links and tables'),
  published_at: z.string().describe('ISO instant'),
});
export type CmsArticle = z.infer<typeof cmsArticleSchema>;

export const cmsListSchema = z.object({
  key: z.string(),
  items: z.array(cmsArticleSchema.omit({ body: true, key: true })).describe('newest first'),
});
export type CmsList = z.infer<typeof cmsListSchema>;

export const planInfoSchema = z.object({
  article: cmsArticleSchema,
  package: z.object({
    code: z.string(),
    name: z.string().describe('in the requested language'),
    plan_group: z.enum(PLAN_KEYS),
    pay_mode: z.enum(['arrival', 'full_prepaid']),
    services: z.array(z.enum(PACKAGE_SERVICES)),
    store: z.object({ code: z.string(), name: z.string() }),
  }),
});
export type PlanInfo = z.infer<typeof planInfoSchema>;
