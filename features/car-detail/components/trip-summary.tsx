import { useLocale, useTranslations } from 'next-intl';
import type { CarDetail } from '@/lib/api/contract/car';
import { formatDateTime } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { parseWallTime } from '@/lib/pricing/wall-time';
import styles from './trip-summary.module.css';

type Props = {
  detail: Pick<CarDetail, 'rent_info' | 'rent_days' | 'pickup_store' | 'drop_off_store'>;
  /** back to the car list of the same search */
  changeHref: string;
  changeLabel: string;
};

/** The search the prices are for: stores, store-local times, rental days. */
export function TripSummary({ detail, changeHref, changeLabel }: Props) {
  const t = useTranslations('carDetail.trip');
  const lang = useLocale() as Lang;
  const { rent_info: info } = detail;
  const legs = [
    {
      key: 'pickup',
      label: t('pickup'),
      store: detail.pickup_store.label[lang],
      when: info.pickup_date_time,
      afterHours: info.pickup_after_hours,
    },
    {
      key: 'dropOff',
      label: t('dropOff'),
      store: detail.drop_off_store.label[lang],
      when: info.drop_off_date_time,
      afterHours: info.drop_off_after_hours,
    },
  ];
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
          <dd>{t('days', { count: detail.rent_days })}</dd>
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
