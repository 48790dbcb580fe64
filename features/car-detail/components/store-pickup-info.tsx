import { useLocale, useTranslations } from 'next-intl';
import type { StoreInfo } from '@/lib/api/contract/common';
import type { Lang } from '@/lib/i18n/locales';
import styles from './store-pickup-info.module.css';

// Monday first, as timetables are read; the API numbers days from 0 (Sunday).
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

type HoursRow = { days: number[]; hours: { open: string; close: string } | null };

/** The week folded into runs of days with the same hours (Mon–Sun 06:00–23:30); a missing day is closed. */
function foldHours(table: StoreInfo['opening_hours']): HoursRow[] {
  const rows: HoursRow[] = [];
  for (const day of WEEK) {
    const entry = table.find((hours) => hours.day === day);
    const hours = entry ? { open: entry.open, close: entry.close } : null;
    const last = rows.at(-1);
    if (last && last.hours?.open === hours?.open && last.hours?.close === hours?.close) last.days.push(day);
    else rows.push({ days: [day], hours });
  }
  return rows;
}

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
              {foldHours(store.opening_hours).map((row) => {
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
