import {
  CMS_INTRO_KEYS,
  INTRODUCE_PRODUCTS,
  PLAN_KEYS,
  RENT_RULE_COUNTRIES,
  type CmsIntroKey,
  type IntroduceProduct,
  type PlanKey,
  type RentRuleCountry,
} from '@/lib/cms-keys';

/** A footer link to an article: the path without the /{region}/{lang} prefix (give it to Link). */
export type CmsFooterLink = {
  href: `/${string}`;
  /** A key of the 'cms' namespace, e.g. t('links.about_us') with getTranslations('cms'). */
  messageKey: `links.${CmsIntroKey | `rent_rules_${RentRuleCountry}` | 'payment_refund_policy'}`;
  group: 'company' | 'rules' | 'policies';
};

/** The article links the site footer shows, in display order; labels live in messages 'cms.links'. */
export const CMS_FOOTER_LINKS: readonly CmsFooterLink[] = [
  { href: '/about_us', messageKey: 'links.about_us', group: 'company' },
  { href: '/news', messageKey: 'links.news', group: 'company' },
  { href: '/recruit', messageKey: 'links.recruit', group: 'company' },
  { href: '/contact', messageKey: 'links.contact', group: 'company' },
  ...RENT_RULE_COUNTRIES.map((country): CmsFooterLink => ({
    href: `/rent_rules/${country}`,
    messageKey: `links.rent_rules_${country}`,
    group: 'rules',
  })),
  { href: '/article/payment_refund_policy', messageKey: 'links.payment_refund_policy', group: 'policies' },
  { href: '/user_agreement', messageKey: 'links.user_agreement', group: 'policies' },
  { href: '/privacy_policy', messageKey: 'links.privacy_policy', group: 'policies' },
];

const member =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    values.includes(value as T);

export const isIntroKey = member(CMS_INTRO_KEYS);
export const isRentRuleCountry = member(RENT_RULE_COUNTRIES);
export const isIntroduceProduct = member<IntroduceProduct>(INTRODUCE_PRODUCTS);
const isPlanKey = member<PlanKey>(PLAN_KEYS);

/** /article/{cms_id} takes digits only; anything else names an article key. */
export const articleRef = (segment: string): { id: string } | { key: string } =>
  /^\d{1,9}$/.test(segment) ? { id: segment } : { key: segment };

/**
 * /plan_info/{key}&{package_code}: the segment may arrive with the '&' still URL-encoded (%26),
 * depending on the link that led here. Null when it is not a tier and a code.
 */
export function parsePlanSlug(segment: string): { key: PlanKey; packageCode: string } | null {
  let slug = segment;
  try {
    slug = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const [key = '', packageCode = '', ...rest] = slug.split('&');
  return isPlanKey(key) && packageCode && rest.length === 0 ? { key, packageCode } : null;
}
