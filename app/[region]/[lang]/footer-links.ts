import type { FooterGroup } from '@/components/layout/site-footer';
import { CMS_FOOTER_LINKS, type CmsFooterLink } from '@/features/cms/routes';
import type { Lang } from '@/lib/i18n/locales';

/** The external used-cars site linked from the English footer (spec §1). */
const USED_CARS_URL = process.env.USED_CARS_URL ?? 'https://www.autotrader.com/cars-for-sale/used-cars';

export const PARTNERS = ['Visa', 'Mastercard', 'JCB', 'Alipay', 'Zhima Credit', 'WeChat Pay'];

type GroupTitleKey = 'company' | 'rentRules' | 'policies' | 'more' | 'usedCars';
const GROUP_TITLES: Record<CmsFooterLink['group'], GroupTitleKey> = {
  company: 'company',
  rules: 'rentRules',
  policies: 'policies',
};

/** Every intro article, the rent rules per country, the payment and refund policy (spec §1, §2). */
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
      links: [{ href: USED_CARS_URL, label: footer('usedCars'), external: true }],
    });
  }
  return groups;
}
