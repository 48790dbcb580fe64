import { useTranslations } from 'next-intl';
import { rolesAllow, type StaffPermission } from '@/lib/ops/roles';
import type { StaffSession } from '../types';
import { NavLink } from './nav-link';
import styles from './ops.module.css';
import { SignOutButton } from './sign-out-button';

// The store desk, fleet and marketing pages (issue 31) join this list when they are built.
type PageKey = 'orders' | 'refunds' | 'desk' | 'fleet' | 'prices' | 'marketing' | 'staff';

const PAGES: readonly { key: PageKey; href: string; permission: StaffPermission }[] = [
  { key: 'orders', href: '/ops/orders', permission: 'orders.read' },
  { key: 'refunds', href: '/ops/refunds', permission: 'refunds.manage' },
  { key: 'desk', href: '/ops/desk', permission: 'desk.act' },
  { key: 'fleet', href: '/ops/fleet', permission: 'fleet.manage' },
  { key: 'prices', href: '/ops/prices', permission: 'prices.manage' },
  { key: 'marketing', href: '/ops/marketing', permission: 'marketing.manage' },
  { key: 'staff', href: '/ops/staff', permission: 'staff.manage' },
];

/** Who is signed in (name and roles), the pages their roles open, and Sign out. */
export function OpsHeader({ session }: { session: StaffSession }) {
  const t = useTranslations('ops');
  const { member } = session;
  const pages = PAGES.filter((page) => rolesAllow(member.roles, page.permission));
  return (
    <section className={styles.header} aria-label={t('header.nav')}>
      <p className={styles.who}>
        <strong>{member.name}</strong>
        <span>{member.roles.map((role) => t(`roles.${role}`)).join(' · ')}</span>
      </p>
      <nav aria-label={t('header.pages')} className={styles.nav}>
        <ul>
          {pages.map((page) => (
            <li key={page.key}>
              <NavLink href={page.href}>{t(`header.${page.key}`)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.headerEnd}>
        <SignOutButton />
      </div>
    </section>
  );
}
