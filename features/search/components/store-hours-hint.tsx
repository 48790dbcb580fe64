'use client';

import { useTranslations } from 'next-intl';
import type { Lang } from '@/lib/i18n/locales';
import type { SearchStore } from '../store-options';
import { hoursText, timeOptions } from '../time';
import styles from './search-form.module.css';

/**
 * Under a time select: the store's opening hours on the chosen day, and when the chosen time is
 * outside them, the out-of-hours fee that pricing will add (paid at the counter), before searching.
 */
export function StoreHoursHint({
  id,
  store,
  date,
  time,
  lang,
  named,
  labels,
}: {
  id: string;
  store: SearchStore | undefined;
  /** name the store (a return to another store than the pick-up one) */
  named: boolean;
  /** 'YYYY-MM-DD' on the store's clock */
  date: string | undefined;
  time: string;
  lang: Lang;
  /** time labels already written (SearchPreformatted) */
  labels?: Record<string, string>;
}) {
  const t = useTranslations('search');
  if (!store || !date) return null;
  const hours = hoursText(store.hours, date, lang, labels);
  const outside = timeOptions(store.hours, date, time).find((option) => option.value === time)?.outOfHours;
  return (
    <p id={id} className={styles.fieldHint} data-out-of-hours={outside ? '' : undefined}>
      {named
        ? hours
          ? t('storeHours', { store: store.name, hours })
          : t('storeClosed', { store: store.name })
        : hours
          ? t('openHours', { hours })
          : t('closedDay')}
      {outside && (
        <strong className={styles.feeWarning}>
          {' '}
          {store.afterHoursFee ? t('outOfHoursFee', { fee: store.afterHoursFee }) : t('outOfHoursNoFee')}
        </strong>
      )}
    </p>
  );
}
