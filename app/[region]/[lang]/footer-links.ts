import type { FooterGroup } from '@/components/layout/site-footer';
import { CMS_FOOTER_LINKS, type CmsFooterLink } from '@/features/cms/routes';
import { serverEnv } from '@/lib/env';
import type { Lang } from '@/lib/i18n/locales';
import { CARD_BRANDS } from '@/lib/payment/card-brand';

/**
 * The footer's partners, named in the page language as the home page's partners section names them:
 * the card brands the payment page takes (CARD_BRANDS) and Zhima Credit, which replaces the deposit
 * where a store allows it. Nothing the site does not take (no Alipay or WeChat Pay payment exists).
 */
export const PARTNERS = [...CARD_BRANDS, 'zhima'] as const;
export type PartnerKey = (typeof PARTNERS)[number];

type GroupTitleKey = 'company' | 'rentRules' | 'policies' | 'more' | 'usedCars';
const GROUP_TITLES: Record<CmsFooterLink['group'], GroupTitleKey> = {
  company: 'company',
  rules: 'rentRules',
  policies: 'policies',
};

/**
 * Every intro article, the rent rules per country, the payment and refund policy (spec §1, §2), and
 * on English pages the external used-cars site (USED_CARS_URL).
 */
export function footerGroups(
  lang: Lang,
  footer: (key: GroupTitleKey) => string,
  cms: (key: CmsFooterLink['messageKey']) => string,
): FooterGroup[] {
  const groups: FooterGroup[] = (Object.keys(GROUP_TITLES) as CmsFooterLink['group'][]).map((group) => ({
    title: footer(GROUP_TITLES[group]),
    links: CMS_FOOTER_LINKS.filter((link) => link.group === group).map((link) => ({
      href: link.href,
      label: cms(link.messageKey),
    })),
  }));
  if (lang === 'en') {
    groups.push({
      title: footer('more'),
      links: [{ href: serverEnv().USED_CARS_URL, label: footer('usedCars'), external: true }],
    });
  }
  return groups;
}
