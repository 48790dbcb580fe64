import { useLocale, useTranslations } from 'next-intl';
import type { StoreInfo } from '@/lib/api/contract/common';
import type { Lang } from '@/lib/i18n/locales';
import { foldOpeningHours } from '@/lib/stores/opening-hours';
import styles from './store-pickup-info.module.css';

const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** Where and how to collect the car: the store's address, phone, opening hours and instructions. */
export function StorePickupInfo({ store, heading }: { store: StoreInfo; heading: string }) {
  const t = useTranslations('carDetail.store');
  const lang = useLocale() as Lang;
  const dayName = (day: number) => t(`weekdays.${WEEKDAY_KEYS[day]!}`);
  return (
    <section className={styles.store} aria-labelledby="store-info-heading">
      <h2 id="store-info-heading" className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.name}>{store.label[lang]}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('address')}</dt>
          <dd>{store.address[lang]}</dd>
        </div>
        <div>
          <dt>{t('phone')}</dt>
          <dd>
            <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t('hours')}</dt>
          <dd>
            <ul className={styles.hours}>
              {foldOpeningHours(store.opening_hours).map((row) => {
                const first = row.days[0]!;
                const last = row.days.at(-1)!;
                const days = first === last ? dayName(first) : `${dayName(first)}–${dayName(last)}`;
                return (
                  <li key={row.days.join()}>
                    <span>{days}</span>{' '}
                    <span>{row.hours ? `${row.hours.open}–${row.hours.close}` : t('closed')}</span>
                  </li>
                );
              })}
            </ul>
            <p className={styles.afterHours}>{t('afterHoursNote')}</p>
          </dd>
        </div>
        <div className={styles.wide}>
          <dt>{t('instructions')}</dt>
          <dd>{store.pickup_instructions[lang]}</dd>
        </div>
      </dl>
    </section>
  );
}
