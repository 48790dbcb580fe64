// No zod here: the CMS's fixed keys, which the pages read as routes and links (the footer, the rent
// rules' countries, the plan articles) without loading the contract's schemas; lib/api/contract/cms.ts
// builds its schemas from them.

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
