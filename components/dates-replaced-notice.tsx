import { getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { parseWallTime } from '@/lib/time/wall-time';
import type { DatesReplaced, RentInfo } from '@/lib/rent-info/codec';
import styles from './dates-replaced-notice.module.css';

/** A store-local wall time as its clock reads it (held as UTC, formatted in UTC). */
const wallText = (value: string, lang: Lang) => {
  const wall = parseWallTime(value);
  return wall === undefined ? value : formatDateTime(wall, 'UTC', lang);
};

/**
 * Said where a link's dates could not be used (lib/site/booking-flow/dates-replaced.ts): why, and the
 * dates the page shows instead, which the address now carries too.
 */
export async function DatesReplacedNotice({
  reason,
  rentInfo,
  lang,
}: {
  reason: DatesReplaced;
  rentInfo: Pick<RentInfo, 'pickup_date_time' | 'drop_off_date_time'>;
  lang: Lang;
}) {
  const t = await getTranslations('search.datesReplaced');
  return (
    <p className={styles.notice} role="note" data-dates-replaced={reason}>
      <strong>{t(reason)}</strong>{' '}
      {t('shown', {
        from: wallText(rentInfo.pickup_date_time, lang),
        to: wallText(rentInfo.drop_off_date_time, lang),
      })}
    </p>
  );
}
