import { useTranslations } from 'next-intl';
import { pagesOf } from '../pages';
import type { StaffSession } from '../types';
import { NavLink } from './nav-link';
import styles from './ops.module.css';
import { SignOutButton } from './sign-out-button';

/** Who is signed in (name and roles), the pages their roles open, and Sign out. */
export function OpsHeader({ session }: { session: StaffSession }) {
  const t = useTranslations('ops');
  const { member } = session;
  const pages = pagesOf(member.roles);
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
