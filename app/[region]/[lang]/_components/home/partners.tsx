import { getTranslations } from 'next-intl/server';
import { CARD_BRANDS } from '@/lib/payment/card-brand';
import { HomeSection } from './section';
import styles from './partners.module.css';

/**
 * Partner names as plain text badges: no brand artwork is copied or downloaded. Payments are the
 * card brands the payment page takes, and only those.
 */
const GROUPS = [
  { key: 'payments', names: CARD_BRANDS },
  { key: 'credit', names: ['zhima'] },
  { key: 'cover', names: ['insurers', 'roadside'] },
] as const;

export async function Partners() {
  const t = await getTranslations('home.partners');
  return (
    <HomeSection id="home-partners" title={t('title')} intro={t('intro')} tone="alt">
      <ul className={styles.groups}>
        {GROUPS.map(({ key, names }) => (
          <li key={key} className={styles.group}>
            <h3>{t(key)}</h3>
            <ul className={styles.names}>
              {names.map((name) => (
                <li key={name}>{t(name)}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
