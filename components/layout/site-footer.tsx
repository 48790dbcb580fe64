import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/site/i18n/navigation';
import styles from './site-footer.module.css';

export type FooterGroup = { title: string; links: { href: string; label: string; external?: boolean }[] };

/** Footer columns are composed by the layout, which knows the article routes. */
export async function SiteFooter({ groups, partners }: { groups: FooterGroup[]; partners: string[] }) {
  const t = await getTranslations('footer');
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  {link.external ? (
                    <a href={link.href} rel="noopener" target="_blank">
                      {link.label}
                    </a>
                  ) : (
                    <Link href={link.href}>{link.label}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-partners">
          <h2 id="footer-partners">{t('partners')}</h2>
          <ul className={styles.partners}>
            {partners.map((partner) => (
              <li key={partner}>{partner}</li>
            ))}
          </ul>
        </section>
      </div>
      <p className={styles.legal}>{t('copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
