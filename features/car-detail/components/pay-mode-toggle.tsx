'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { PayMode } from '../types';
import styles from './pay-mode-toggle.module.css';

type Props = { modes: readonly PayMode[]; value: PayMode; onChange: (mode: PayMode) => void };

/** Pay online or pay at the counter: a segmented control made of radio buttons (arrow keys move). */
export function PayModeToggle({ modes, value, onChange }: Props) {
  const t = useTranslations('carDetail');
  const name = useId();
  return (
    <fieldset className={styles.toggle}>
      <legend className={styles.legend}>{t('payModeLegend')}</legend>
      <div className={styles.segments}>
        {modes.map((mode) => (
          <label key={mode} className={mode === value ? styles.selected : styles.segment}>
            <input
              type="radio"
              name={name}
              value={mode}
              checked={mode === value}
              onChange={() => onChange(mode)}
              className={styles.input}
            />
            <span>{t(`payModes.${mode}`)}</span>
          </label>
        ))}
      </div>
      <p className={styles.hint}>{t(`payModeHints.${value}`)}</p>
    </fieldset>
  );
}
