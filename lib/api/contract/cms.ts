import { z } from 'zod';
import { PACKAGE_SERVICES } from '@/lib/car-lists';
import { PLAN_KEYS } from '@/lib/cms-keys';
import { LANGS } from '@/lib/i18n/locales';

// The keys are zod-free (lib/cms-keys.ts), so the pages read them without the schemas; the API's
// modules keep importing them from here.
export { CMS_INTRO_KEYS, CMS_KEYS, INTRODUCE_PRODUCTS, PLAN_KEYS, RENT_RULE_COUNTRIES } from '@/lib/cms-keys';
export type { CmsIntroKey, IntroduceProduct, PlanKey, RentRuleCountry } from '@/lib/cms-keys';

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
