import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { HeroArt } from './hero-art';
import { HomeIcon } from './icons';
import styles from './hero.module.css';

/**
 * The slogan (the page's only h1), the headline numbers and the place of the search form.
 * The search feature renders into `search`; the slot keeps its height so nothing jumps.
 */
export async function Hero({ search }: { search?: ReactNode }) {
  const t = await getTranslations('home');
  return (
    <section aria-labelledby="home-title" className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h1 id="home-title">{t('slogan')}</h1>
          <p className={styles.lead}>{t('heroLead')}</p>
          <ul className={styles.stats}>
            <li>
              <strong>{t('stats.ratingValue')}</strong> <span>{t('stats.ratingLabel')}</span>
            </li>
            <li>
              <strong>{t('stats.satisfactionValue')}</strong> <span>{t('stats.satisfactionLabel')}</span>
            </li>
          </ul>
          <ul className={styles.promises}>
            <li>
              <HomeIcon name="check" className={styles.check} />
              {t('promises.model')}
            </li>
            <li>
              <HomeIcon name="check" className={styles.check} />
              {t('promises.cancel')}
            </li>
          </ul>
        </div>
        <HeroArt className={styles.art} />
        <div id="search-form" className={styles.search}>
          <h2 className="visually-hidden">{t('searchTitle')}</h2>
          {search}
        </div>
      </div>
    </section>
  );
}
