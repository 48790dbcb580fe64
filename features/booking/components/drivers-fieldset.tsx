'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useFieldArray, useFormState } from 'react-hook-form';
import { useFillInMethods } from '../form-methods';
import { useProblemText } from '@/components/forms/use-problem-text';
import fieldStyles from '@/components/forms/field.module.css';
import buttonStyles from '@/components/forms/button.module.css';
import { LICENSE_TYPES } from '@/lib/choices';
import { Link } from '@/lib/site/i18n/navigation';
import { bandLabel, bandOfAge } from '@/lib/rent-info/driver-age';
import { ageBandOf, type DriverRules } from '../driver-rules';
import { emptyDriver } from '../fill-in-values';
import { FORM_LIMITS } from '../form-limits';
import type { FillInLinks, SavedDriver } from '../types';
import { Field, FieldProblem } from './field';
import styles from './form.module.css';
import { SavedPicker } from './saved-picker';

type Props = {
  rules: DriverRules;
  /** drivers besides the main one the package and the extras allow */
  additionalAllowed: number;
  withAge: FillInLinks['withAge'];
  saved: readonly SavedDriver[];
};

/**
 * The drivers (spec §3): the main driver, then as many additional drivers as the package's
 * additional_driver service and the bought extra allow. Names in Latin letters as on the licence;
 * each birthday is judged against the store's ages on the pick-up date as soon as it is left.
 */
export function DriversFieldset({ rules, additionalAllowed, withAge, saved }: Props) {
  const t = useTranslations('booking');
  const id = useId();
  const { control, register, setValue } = useFillInMethods();
  const { errors } = useFormState({ control, name: 'drivers' });
  const { fields, append, remove } = useFieldArray({ control, name: 'drivers' });
  const problemText = useProblemText();
  const maxAdditional = Math.min(additionalAllowed, FORM_LIMITS.maxDrivers - 1);
  const listProblem = errors.drivers?.root?.message ?? errors.drivers?.message;
  const searchBand = bandOfAge(rules.searchAge);
  // Bands as the store reads them ('25-70' at a store that rents up to 70), as the search form said.
  const storeRange = { min: rules.store.min, max: rules.store.max };

  return (
    <fieldset className={styles.section} aria-describedby={`${id}-allowance`}>
      <legend className={styles.legend}>{t('drivers.legend')}</legend>
      <div className={styles.notice}>
        <p id={`${id}-allowance`}>
          {t('drivers.allowance', { count: maxAdditional })}{' '}
          {t('drivers.ageRule', {
            min: rules.store.min,
            max: rules.store.max,
            young: rules.store.youngUnder,
          })}
        </p>
      </div>
      {fields.map((field, index) => {
        const path = `drivers.${index}` as const;
        const driverErrors = errors.drivers?.[index];
        const fieldId = (name: string) => `${id}-${index}-${name}`;
        const birthdayProblem = driverErrors?.birthday?.message;
        const band = birthdayProblem ? ageBandOf(birthdayProblem) : null;
        const bandHref = band && withAge[band.band];
        const heading = index === 0 ? t('drivers.main') : t('drivers.additional', { number: index });
        return (
          <section key={field.id} className={styles.driver} aria-labelledby={fieldId('heading')}>
            <div className={styles.driverHead}>
              <h3 id={fieldId('heading')} className={styles.subheading}>
                {heading}
              </h3>
              {index > 0 && (
                <button type="button" className={buttonStyles.link} onClick={() => remove(index)}>
                  {t('drivers.remove', { number: index })}
                </button>
              )}
            </div>
            {saved.length > 0 && (
              <SavedPicker
                id={fieldId('saved')}
                label={t('saved.drivers')}
                options={saved.map((driver) => ({
                  key: driver.driver_id,
                  label: `${driver.sur_name} ${driver.given_name}`,
                }))}
                onPick={(key) => {
                  const driver = saved.find((item) => item.driver_id === key);
                  if (driver) setValue(path, { ...driver }, { shouldValidate: true, shouldDirty: true });
                }}
              />
            )}
            <p className={fieldStyles.hint} id={fieldId('latin')}>
              {t('drivers.latinHint')}
            </p>
            <div className={styles.grid}>
              <Field
                id={fieldId('given')}
                label={t('labels.given_name')}
                error={problemText(driverErrors?.given_name?.message, 'given_name')}
              >
                {(a11y) => (
                  <input
                    {...a11y}
                    aria-describedby={[a11y['aria-describedby'], fieldId('latin')].filter(Boolean).join(' ')}
                    className={fieldStyles.input}
                    autoComplete={index === 0 ? 'given-name' : 'off'}
                    maxLength={FORM_LIMITS.nameMax}
                    lang="en"
                    {...register(`${path}.given_name`)}
                  />
                )}
              </Field>
              <Field
                id={fieldId('sur')}
                label={t('labels.sur_name')}
                error={problemText(driverErrors?.sur_name?.message, 'sur_name')}
              >
                {(a11y) => (
                  <input
                    {...a11y}
                    aria-describedby={[a11y['aria-describedby'], fieldId('latin')].filter(Boolean).join(' ')}
                    className={fieldStyles.input}
                    autoComplete={index === 0 ? 'family-name' : 'off'}
                    maxLength={FORM_LIMITS.nameMax}
                    lang="en"
                    {...register(`${path}.sur_name`)}
                  />
                )}
              </Field>
              <Field
                id={fieldId('birthday')}
                label={t('labels.birthday')}
                error={
                  band ? (
                    <>
                      {t('errors.age_band', {
                        age: band.age,
                        band: searchBand ? bandLabel(searchBand, storeRange) : '',
                      })}{' '}
                      {bandHref && (
                        <Link href={bandHref}>
                          {t('errors.age_band_link', { band: bandLabel(band.band, storeRange) })}
                        </Link>
                      )}
                    </>
                  ) : (
                    problemText(birthdayProblem, 'birthday')
                  )
                }
              >
                {(a11y) => (
                  <input
                    {...a11y}
                    type="date"
                    className={fieldStyles.input}
                    autoComplete={index === 0 ? 'bday' : 'off'}
                    max={rules.pickupDate}
                    {...register(`${path}.birthday`)}
                  />
                )}
              </Field>
              <Field
                id={fieldId('licence')}
                label={t('labels.driver_license_type')}
                error={problemText(driverErrors?.driver_license_type?.message, 'driver_license_type')}
              >
                {(a11y) => (
                  <select
                    {...a11y}
                    className={fieldStyles.input}
                    {...register(`${path}.driver_license_type`)}
                  >
                    <option value="">{t('chooseOption')}</option>
                    {LICENSE_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`drivers.licenceTypes.${type}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
          </section>
        );
      })}
      <div className={styles.inlineActions}>
        {fields.length - 1 < maxAdditional && (
          <button type="button" className={buttonStyles.secondary} onClick={() => append(emptyDriver())}>
            {t('drivers.add')}
          </button>
        )}
      </div>
      <div tabIndex={listProblem ? -1 : undefined} data-invalid-focus={listProblem ? '' : undefined}>
        <FieldProblem id={`${id}-list-error`}>{problemText(listProblem, 'name')}</FieldProblem>
      </div>
    </fieldset>
  );
}
