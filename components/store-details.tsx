import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import type { StoreInfo } from '@/lib/api/contract/common';
import type { Lang } from '@/lib/i18n/locales';
import { foldOpeningHours } from '@/lib/stores/opening-hours';
import styles from './store-details.module.css';

const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

type Props = {
  store: StoreInfo;
  heading: string;
  /** which of the store's instructions to give: finding it to collect the car, or returning it */
  purpose?: 'pickup' | 'return';
};

/**
 * Where and how to collect (or return) the car: the store's name, address, phone, opening hours and
 * instructions. Used by the booking steps and the booking result; a page may show two (pick-up and
 * return store), so the heading's id is generated. Its words are the 'carDetail.store' messages,
 * which the confirmation e-mail's store section uses too.
 */
export function StoreDetails({ store, heading, purpose = 'pickup' }: Props) {
  const t = useTranslations('carDetail.store');
  const lang = useLocale() as Lang;
  const headingId = useId();
  const dayName = (day: number) => t(`weekdays.${WEEKDAY_KEYS[day]!}`);
  const instructions = purpose === 'pickup' ? store.pickup_instructions : store.dropoff_instructions;
  return (
    <section className={styles.store} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
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
          <dt>{t(purpose === 'pickup' ? 'instructions' : 'returnInstructions')}</dt>
          <dd>{instructions[lang]}</dd>
        </div>
      </dl>
    </section>
  );
}
