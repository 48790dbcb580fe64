import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/site/i18n/navigation';
import { HomeIcon } from './icons';
import { HomeSection } from './section';
import styles from './fast-pass.module.css';

/** The three service tiers; the two self-service ones have their own introduction pages. */
const TIERS = ['zzyc', 'zzycp', 'basic'] as const;
const INTRO_PAGE = { zzyc: '/introduce/zzyc', zzycp: '/introduce/zzycp' } as const;

export async function FastPass() {
  const t = await getTranslations('home.fastPass');
  return (
    <HomeSection id="home-fast-pass" title={t('title')} intro={t('intro')} tone="soft">
      <ul className={styles.tiers}>
        {TIERS.map((key) => (
          <li key={key} className={`${styles.tier} ${key === 'zzycp' ? styles.featured : ''}`}>
            <h3>{t(`${key}.name`)}</h3>
            <p className={styles.tagline}>{t(`${key}.tagline`)}</p>
            <ul className={styles.features}>
              {(['f1', 'f2', 'f3'] as const).map((feature) => (
                <li key={feature}>
                  <HomeIcon name="check" className={styles.check} />
                  <span>{t(`${key}.${feature}`)}</span>
                </li>
              ))}
            </ul>
            {key !== 'basic' ? (
              <Link href={INTRO_PAGE[key]} className={styles.more}>
                {t(`${key}.link`)}
                <span aria-hidden="true"> →</span>
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      <p className={styles.note}>{t('note')}</p>
    </HomeSection>
  );
}
