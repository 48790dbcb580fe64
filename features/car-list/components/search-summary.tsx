import { getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/i18n/format';
import { Link } from '@/lib/site/i18n/navigation';
import type { Lang } from '@/lib/i18n/locales';
import { parseWallTime } from '@/lib/time/wall-time';
import type { DecodedRentInfo } from '@/lib/rent-info/codec';
import { bandLabel, type AgeRange } from '@/lib/rent-info/driver-age';
import styles from './search-summary.module.css';

/**
 * A store-local time as written on the store's clock: the wall time is held as if it were UTC, so
 * formatting it in UTC shows exactly what the store's clock reads, whatever the visitor's zone.
 */
function WallTime({ value, lang }: { value: string; lang: Lang }) {
  const wall = parseWallTime(value);
  if (wall === undefined) return <>{value}</>;
  return (
    <time dateTime={value.replace(' ', 'T')}>{formatDateTime(wall, 'UTC', lang, { weekday: true })}</time>
  );
}

/** The search the list answers: stores, local dates, driver age, and the way back to change it. */
export async function SearchSummary({
  rentInfo,
  storeNames,
  lang,
  modifyHref,
  ageRange,
}: {
  rentInfo: DecodedRentInfo;
  storeNames: { pickup: string; dropOff: string };
  /** the pick-up store's accepted ages: the age band reads as the search form offered it */
  ageRange?: AgeRange;
  lang: Lang;
  /** /book?{the search} */
  modifyHref: string;
}) {
  const t = await getTranslations('carList.summary');
  return (
    <section className={styles.summary} aria-label={t('label')}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('pickup')}</dt>
          <dd>
            <strong>{storeNames.pickup}</strong>
            <WallTime value={rentInfo.pickup_date_time} lang={lang} />
          </dd>
        </div>
        <div>
          <dt>{t('dropOff')}</dt>
          <dd>
            <strong>{storeNames.dropOff}</strong>
            <WallTime value={rentInfo.drop_off_date_time} lang={lang} />
          </dd>
        </div>
        <div>
          <dt>{t('age')}</dt>
          <dd>
            <strong>{bandLabel(rentInfo.driver_age, ageRange)}</strong>
          </dd>
        </div>
        <div>
          <dt>{t('rental')}</dt>
          <dd>
            <strong>{t('duration', { days: rentInfo.rent_duration })}</strong>
          </dd>
        </div>
      </dl>
      <p className={styles.note}>{t('localTime')}</p>
      <Link href={modifyHref} className={styles.modify}>
        {t('modify')}
      </Link>
    </section>
  );
}
