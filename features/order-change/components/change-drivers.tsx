'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import buttonStyles from '@/components/forms/plain-button.module.css';
import { LICENSE_TYPES, MAX_CHANGE_DRIVERS } from '@/lib/choices';
import type { ChangeDriver } from '../types';
import styles from './change.module.css';

type Props = {
  drivers: ChangeDriver[];
  onChange: (drivers: ChangeDriver[]) => void;
};

const EMPTY: ChangeDriver = { given_name: '', sur_name: '', birthday: '', driver_license_type: 'cn' };

/**
 * The booking's drivers, the main driver first, as the booking form names them (names in Latin
 * letters as on the licence, the birthday, the licence type): correct one, add an additional
 * driver or remove one. What the package allows and what an additional driver costs are the
 * pricing's business: the quote prices the new list, or says why it cannot be taken.
 */
export function ChangeDrivers({ drivers, onChange }: Props) {
  const t = useTranslations('booking');
  const id = useId();
  const set = (index: number, patch: Partial<ChangeDriver>) =>
    onChange(drivers.map((driver, at) => (at === index ? { ...driver, ...patch } : driver)));

  return (
    <fieldset className={styles.fieldset} data-testid="change-drivers">
      <legend className={styles.legend}>{t('drivers.legend')}</legend>
      <p className={styles.hint}>{t('drivers.latinHint')}</p>
      {drivers.map((driver, index) => {
        const field = (name: string) => `${id}-${index}-${name}`;
        const heading = index === 0 ? t('drivers.main') : t('drivers.additional', { number: index });
        return (
          <fieldset key={index} className={styles.fieldset}>
            <legend className={styles.legend}>{heading}</legend>
            <div className={styles.grid}>
              {(['given_name', 'sur_name'] as const).map((name) => (
                <div key={name} className={styles.field}>
                  <label className={styles.label} htmlFor={field(name)}>
                    {t(`labels.${name}`)}
                  </label>
                  <input
                    id={field(name)}
                    className={styles.input}
                    required
                    autoComplete="off"
                    value={driver[name]}
                    onChange={(event) => set(index, { [name]: event.target.value })}
                  />
                </div>
              ))}
              <div className={styles.field}>
                <label className={styles.label} htmlFor={field('birthday')}>
                  {t('labels.birthday')}
                </label>
                <input
                  id={field('birthday')}
                  type="date"
                  className={styles.input}
                  required
                  value={driver.birthday}
                  onChange={(event) => set(index, { birthday: event.target.value })}
                />
              </div>
              <div className={styles.field}>
                <label className={styles.label} htmlFor={field('licence')}>
                  {t('labels.driver_license_type')}
                </label>
                <select
                  id={field('licence')}
                  className={styles.input}
                  value={driver.driver_license_type}
                  onChange={(event) =>
                    set(index, {
                      driver_license_type: event.target.value as ChangeDriver['driver_license_type'],
                    })
                  }
                >
                  {LICENSE_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`drivers.licenceTypes.${type}`)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            {index > 0 && (
              <button
                type="button"
                className={`${buttonStyles.secondary} ${buttonStyles.compact}`}
                onClick={() => onChange(drivers.filter((_, at) => at !== index))}
              >
                {t('drivers.remove', { number: index })}
              </button>
            )}
          </fieldset>
        );
      })}
      {drivers.length < MAX_CHANGE_DRIVERS && (
        <button
          type="button"
          className={`${buttonStyles.secondary} ${buttonStyles.compact}`}
          onClick={() =>
            onChange([...drivers, { ...EMPTY, driver_license_type: drivers[0]?.driver_license_type ?? 'cn' }])
          }
        >
          {t('drivers.add')}
        </button>
      )}
    </fieldset>
  );
}
