import type { FooterGroup } from '@/components/layout/site-footer';
import type { Lang } from '@/lib/i18n/locales';

type FooterKey =
  | 'company'
  | 'aboutUs'
  | 'news'
  | 'recruit'
  | 'contact'
  | 'policies'
  | 'userAgreement'
  | 'privacyPolicy'
  | 'paymentPolicy'
  | 'rentRules'
  | 'rentRulesUS'
  | 'rentRulesNZ'
  | 'rentRulesTH'
  | 'more'
  | 'usedCars';

/** The external used-cars site linked from the English footer (spec §1). */
const USED_CARS_URL = process.env.USED_CARS_URL ?? 'https://www.autotrader.com/cars-for-sale/used-cars';

export const PARTNERS = ['Visa', 'Mastercard', 'JCB', 'Alipay', 'Zhima Credit', 'WeChat Pay'];

/** Every intro article, the rent rules per country, the payment and refund policy (spec §1, §2). */
export function footerGroups(lang: Lang, t: (key: FooterKey) => string): FooterGroup[] {
  const groups: FooterGroup[] = [
    {
      title: t('company'),
      links: [
        { href: '/about_us', label: t('aboutUs') },
        { href: '/news', label: t('news') },
        { href: '/recruit', label: t('recruit') },
        { href: '/contact', label: t('contact') },
      ],
    },
    {
      title: t('policies'),
      links: [
        { href: '/user_agreement', label: t('userAgreement') },
        { href: '/privacy_policy', label: t('privacyPolicy') },
        { href: '/article/payment_refund_policy', label: t('paymentPolicy') },
      ],
    },
    {
      title: t('rentRules'),
      links: [
        { href: '/rent_rules/US', label: t('rentRulesUS') },
        { href: '/rent_rules/NZ', label: t('rentRulesNZ') },
        { href: '/rent_rules/TH', label: t('rentRulesTH') },
      ],
    },
  ];
  if (lang === 'en') {
    groups.push({ title: t('more'), links: [{ href: USED_CARS_URL, label: t('usedCars'), external: true }] });
  }
  return groups;
}
