import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { CITY_COUNTRY, CITY_KEYS } from './cities';
import { HomeSection } from './section';
import styles from './city-stays.module.css';

/** Recommended accommodation for the 16 cities of spec §1: where to stay with a car, no partner deals. */
export async function CityStays() {
  const t = await getTranslations('home.cities');
  return (
    <HomeSection id="home-cities" title={t('title')} intro={t('intro')}>
      <ul className={styles.grid}>
        {CITY_KEYS.map((city) => {
          const country = CITY_COUNTRY[city];
          return (
            <li key={city} className={styles.card}>
              <div className={`${styles.art} ${styles[country]}`}>
                {/* One cached sprite, a view per city; decorative, so no alternative text. */}
                <Image
                  src={`/home/cities.svg#${city}`}
                  alt=""
                  width={160}
                  height={64}
                  unoptimized
                  className={styles.image}
                />
              </div>
              <div className={styles.body}>
                <h3>{t(`${city}.name`)}</h3>
                <p className={styles.country}>{t(`countries.${country}`)}</p>
                <p className={styles.tip}>{t(`${city}.tip`)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
