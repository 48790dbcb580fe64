import { getTranslations } from 'next-intl/server';
import type { GlobalConfig } from '@/lib/api/contract/common';
import { carListHref } from '@/lib/site/booking-flow/routes';
import type { Lang } from '@/lib/i18n/locales';
import { Link } from '@/lib/site/i18n/navigation';
import { STORE_CITIES } from './cities';
import { HomeSection } from './section';
import styles from './city-stays.module.css';

/**
 * Recommended accommodation for the spec's cities that have a store: where to stay with a car, and
 * the way to the cars of that city's store. No partner deals.
 */
export async function CityStays({ config, lang }: { config: Pick<GlobalConfig, 'storeInfo'>; lang: Lang }) {
  const t = await getTranslations('home.cities');
  const cities = STORE_CITIES.filter(({ store }) => config.storeInfo[store]);
  return (
    <HomeSection id="home-cities" title={t('title')} intro={t('intro')}>
      <ul className={styles.grid}>
        {cities.map(({ city, country, store }) => (
          <li key={city} className={styles.card}>
            <div className={`${styles.art} ${styles[country]}`}>
              {/* One cached sprite, a view per city; decorative, so no alternative text. A plain
                  image: next/image would bring its client code to the home page for an SVG it
                  does not optimise anyway. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={`/home/cities.svg#${city}`}
                alt=""
                width={160}
                height={64}
                loading="lazy"
                decoding="async"
                className={styles.image}
              />
            </div>
            <div className={styles.body}>
              <h3>{t(`${city}.name`)}</h3>
              <p className={styles.country}>{t(`countries.${country}`)}</p>
              <p className={styles.tip}>{t(`${city}.tip`)}</p>
              <Link href={carListHref(store, '')} className={styles.cars}>
                {t('cars', { store: config.storeInfo[store]!.label[lang] })}
                <span aria-hidden="true"> →</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
