'use client';

import { useMemo } from 'react';
import type { Lang } from '@/lib/i18n/locales';
import { timeLabel, timeValues } from '../time';
import styles from './search-form.module.css';

/** A pick-up or drop-off time: every half hour, in the language's own style ('10:00 AM', '上午10:00'). */
export function TimeSelect({
  value,
  onChange,
  lang,
  ...rest
}: {
  id: string;
  value: string;
  onChange(value: string): void;
  lang: Lang;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}) {
  const values = useMemo(() => timeValues(value), [value]);
  return (
    <select
      className={styles.select}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...rest}
    >
      {values.map((time) => (
        <option key={time} value={time}>
          {timeLabel(time, lang)}
        </option>
      ))}
    </select>
  );
}
