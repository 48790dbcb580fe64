import { getTranslations } from 'next-intl/server';
import type { GlobalConfig } from '@/lib/api/contract/common';
import { LANG_TAG, type Lang } from '@/lib/i18n/locales';
import styles from './store-locations.module.css';

/** Every store with its address, weekly hours and phone, grouped by country (home page section). */
export async function StoreLocations({ config, lang }: { config: GlobalConfig; lang: Lang }) {
  const t = await getTranslations('home');
  const weekday = new Intl.DateTimeFormat(LANG_TAG[lang], { weekday: 'short', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday: day 0 of the opening-hours table.
  const dayName = (day: number) => weekday.format(new Date(Date.UTC(2023, 0, 1 + day)));
  return (
    <section aria-labelledby="stores-title" className={styles.section}>
      <h2 id="stores-title">{t('storesTitle')}</h2>
      {config.storeLocation.map((country) => (
        <div key={country.value}>
          <h3>{country.lang_label[lang]}</h3>
          <ul className={styles.grid}>
            {country.children.flatMap((state) =>
              state.children.flatMap((city) =>
                city.children.map((node) => {
                  const store = config.storeInfo[node.value];
                  if (!store) return null;
                  return (
                    <li key={store.value} className={styles.card}>
                      <h4>{store.label[lang]}</h4>
                      <p>{store.address[lang]}</p>
                      <p>
                        {t('phone')}: <a href={`tel:${store.phone.replace(/[^+\d]/g, '')}`}>{store.phone}</a>
                      </p>
                      <details>
                        <summary>{t('hours')}</summary>
                        <dl className={styles.hours}>
                          {store.opening_hours.map((hours) => (
                            <div key={hours.day}>
                              <dt>{dayName(hours.day)}</dt>
                              <dd>{`${hours.open}–${hours.close}`}</dd>
                            </div>
                          ))}
                        </dl>
                      </details>
                    </li>
                  );
                }),
              ),
            )}
          </ul>
        </div>
      ))}
    </section>
  );
}
