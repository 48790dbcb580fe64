import { getTranslations } from 'next-intl/server';
import type { GlobalConfig, StoreInfo } from '@/lib/api/contract/common';
import { intlLocale } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { HomeIcon } from './icons';
import { foldOpeningHours } from '@/lib/stores/opening-hours';
import { HomeSection } from './section';
import styles from './store-locations.module.css';

/** Every store with its address, weekly hours (store-local) and phone, grouped by country. */
export async function StoreLocations({ config, lang }: { config: GlobalConfig; lang: Lang }) {
  const t = await getTranslations('home');
  const weekday = new Intl.DateTimeFormat(intlLocale(lang), { weekday: 'short', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday: day 0 of the opening-hours table.
  const dayName = (day: number) => weekday.format(new Date(Date.UTC(2023, 0, 1 + day)));
  const countries = config.storeLocation.map((country) => ({
    country,
    stores: country.children
      .flatMap((state) => state.children.flatMap((city) => city.children))
      .map((node) => config.storeInfo[node.value])
      .filter((store): store is StoreInfo => store !== undefined),
  }));
  const storeCount = countries.reduce((sum, { stores }) => sum + stores.length, 0);

  return (
    <HomeSection
      id="home-stores"
      title={t('storesTitle')}
      intro={t('storesIntro', { stores: storeCount, countries: countries.length })}
    >
      <div className={styles.countries}>
        {countries.map(({ country, stores }) => (
          <div key={country.value}>
            <h3 className={styles.country}>{country.lang_label[lang]}</h3>
            <ul className={styles.grid}>
              {stores.map((store) => {
                const rows = foldOpeningHours(store.opening_hours);
                return (
                  <li key={store.value} className={styles.card}>
                    <h4>{store.label[lang]}</h4>
                    <p className={styles.line}>
                      <HomeIcon name="pin" className={styles.icon} />
                      <span>{store.address[lang]}</span>
                    </p>
                    <div className={styles.line}>
                      <HomeIcon name="clock" className={styles.icon} />
                      <span className="visually-hidden">{t('hours')}</span>
                      <dl className={styles.hours}>
                        {rows.map(({ days, hours }) => (
                          <div key={days.join()}>
                            <dt>
                              {days.length === 7
                                ? t('daily')
                                : days.length === 1
                                  ? dayName(days[0]!)
                                  : `${dayName(days[0]!)}–${dayName(days.at(-1)!)}`}
                            </dt>
                            <dd>{hours ? `${hours.open}–${hours.close}` : t('closed')}</dd>
                          </div>
                        ))}
                      </dl>
                    </div>
                    <p className={styles.line}>
                      <HomeIcon name="phone" className={styles.icon} />
                      <span>
                        <span className="visually-hidden">{t('phone')}: </span>
                        <a href={`tel:${store.phone.replace(/[^+\d]/g, '')}`}>{store.phone}</a>
                      </span>
                    </p>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </HomeSection>
  );
}
