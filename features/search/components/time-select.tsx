'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Lang } from '@/lib/i18n/locales';
import type { OpeningHours } from '@/lib/stores/after-hours';
import { timeLabel, timeOptions } from '../time';
import styles from './search-form.module.css';

/**
 * A pick-up or drop-off time: every half hour, in the language's own style ('10:00 AM', '上午10:00'),
 * grouped by the store's opening hours on the chosen day. The times outside them stay on offer, in a
 * group that names the out-of-hours fee, so the fee is known before searching.
 */
export function TimeSelect({
  value,
  onChange,
  lang,
  hours,
  date,
  fee,
  labels = {},
  ...rest
}: {
  id: string;
  value: string;
  onChange(value: string): void;
  lang: Lang;
  /** the store's weekly hours, and the day ('YYYY-MM-DD') they are read on */
  hours?: OpeningHours;
  date?: string;
  /** the store's out-of-hours fee, formatted; null when it charges none */
  fee: string | null;
  /** time labels already written (SearchPreformatted); others are written here */
  labels?: Record<string, string>;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}) {
  const t = useTranslations('search');
  const options = useMemo(() => timeOptions(hours, date, value), [hours, date, value]);
  const open = options.filter((option) => !option.outOfHours);
  const closed = options.filter((option) => option.outOfHours);
  const render = (list: typeof options) =>
    list.map((option) => (
      <option key={option.value} value={option.value}>
        {labels[option.value] ?? timeLabel(option.value, lang)}
      </option>
    ));
  return (
    <select
      className={styles.select}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...rest}
    >
      {closed.length === 0 ? (
        render(open)
      ) : (
        <>
          {open.length > 0 && <optgroup label={t('openingHoursGroup')}>{render(open)}</optgroup>}
          <optgroup label={fee ? t('outOfHoursGroup', { fee }) : t('outOfHoursGroupNoFee')}>
            {render(closed)}
          </optgroup>
        </>
      )}
    </select>
  );
}
