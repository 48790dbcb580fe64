import { useLocale, useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { Link } from '@/lib/site/i18n/navigation';
import { parseWallTime } from '@/lib/time/wall-time';
import type { Trip } from '../types';
import styles from './trip-summary.module.css';

type Props = {
  trip: Trip;
  /** back to the car list of the same search */
  changeHref: string;
  changeLabel: string;
};

/** The search the prices are for: stores, store-local times, rental days. */
export function TripSummary({ trip, changeHref, changeLabel }: Props) {
  const t = useTranslations('carDetail.trip');
  const lang = useLocale() as Lang;
  const legs = (['pickup', 'dropOff'] as const).map((key) => ({
    key,
    label: t(key),
    store: trip[key].store[lang],
    when: trip[key].wallTime,
    afterHours: trip[key].afterHours,
  }));
  return (
    <section className={styles.trip} aria-label={t('title')}>
      <dl className={styles.legs}>
        {legs.map((leg) => (
          <div key={leg.key}>
            <dt>{leg.label}</dt>
            <dd>
              <span className={styles.store}>{leg.store}</span>
              <span>{wallTimeText(leg.when, lang)}</span>
              {leg.afterHours && <span className={styles.afterHours}>{t('afterHours')}</span>}
            </dd>
          </div>
        ))}
        <div>
          <dt>{t('duration')}</dt>
          <dd>{t('days', { count: trip.rentDays })}</dd>
        </div>
      </dl>
      <Link href={changeHref} className={styles.change}>
        {changeLabel}
      </Link>
    </section>
  );
}

/** A store-local 'YYYY-MM-DD HH:mm' as written on that store's clock, whatever the visitor's zone. */
function wallTimeText(wallTime: string, lang: Lang): string {
  const wall = parseWallTime(wallTime);
  // A wall time counts milliseconds as if the store's clock were UTC: format it in UTC.
  return wall === undefined ? wallTime : formatDateTime(wall, 'UTC', lang, { weekday: true });
}
