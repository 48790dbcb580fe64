'use client';

import { useTranslations } from 'next-intl';
import { parseWallTime, wallTimeToInstant } from '@/lib/time/wall-time';
import type { RentInfo } from '@/lib/rent-info/codec';
import type { SearchDraft } from '@/lib/rent-info/search-draft-schema';
import { dropOffCodeOf } from '../draft';
import type { SearchStores } from '../store-options';
import { utcOffsetLabel } from '../time';
import styles from './search-form.module.css';

/**
 * "Times are local to Los Angeles (UTC−8)": the offset in force on the chosen day (DST included).
 * It describes the time fields (their aria-describedby names its id).
 */
export function ZoneHint({
  id,
  draft,
  initial,
  stores,
}: {
  id: string;
  draft: SearchDraft;
  /** the search the form started from: its dates stand in until dates are chosen */
  initial: RentInfo;
  stores: SearchStores;
}) {
  const t = useTranslations('search');
  const pickupStore = stores.byCode[draft.pickup];
  let text = '';
  if (pickupStore) {
    const dropOffStore = stores.byCode[dropOffCodeOf(draft)] ?? pickupStore;
    const offsetAt = (date: string | undefined, time: string, fallback: string, timeZone: string) => {
      const wall = parseWallTime(date ? `${date} ${time}` : fallback) ?? parseWallTime(fallback)!;
      return utcOffsetLabel(wallTimeToInstant(wall, timeZone), timeZone);
    };
    const pickupZone = pickupStore.timeZone;
    const dropOffZone = dropOffStore.timeZone;
    const pickupOffset = offsetAt(draft.dates?.start, draft.pickupTime, initial.pickup_date_time, pickupZone);
    const dropOffOffset = offsetAt(
      draft.dates?.end,
      draft.dropOffTime,
      initial.drop_off_date_time,
      dropOffZone,
    );
    text =
      pickupZone === dropOffZone && pickupOffset === dropOffOffset
        ? t('zoneHint', { city: pickupStore.city, offset: pickupOffset })
        : // Another zone, or the clocks change during the rental: say which clock each time is on.
          t('zoneHintTwo', {
            pickupCity: pickupStore.city,
            pickupOffset,
            dropOffCity: dropOffStore.city,
            dropOffOffset,
          });
  }
  return (
    <p id={id} className={styles.zoneHint}>
      {text}
    </p>
  );
}
