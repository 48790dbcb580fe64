import { useTranslations } from 'next-intl';
import styles from './ops.module.css';
import { NavLink } from './nav-link';

/** The marketing section's sub-navigation, shown on the report, coupons, banners and links pages. */
const marketingPages = [
  { key: 'report', href: '/ops/marketing' },
  { key: 'coupons', href: '/ops/marketing/coupons' },
  { key: 'banners', href: '/ops/marketing/banners' },
  { key: 'links', href: '/ops/marketing/links' },
] as const;

export function MarketingNav() {
  const t = useTranslations('ops.marketing.nav');
  return (
    <nav aria-label={t('label')} className={styles.nav}>
      <ul>
        {marketingPages.map((page) => (
          <li key={page.key}>
            <NavLink href={page.href}>{t(page.key)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
