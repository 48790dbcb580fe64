'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useProblemText } from '@/components/forms/use-problem-text';
import { LICENSE_TYPES } from '@/lib/choices';
import { formResolver } from '@/lib/site/forms/form-resolvers';
import { EditActions, PersonField } from './person-field';
import type { SavedDriverValues } from '../../types';
import styles from './travellers.module.css';

// The API's own schema of a saved driver, with zod, loads with the form's first check.
const resolver = formResolver<SavedDriverValues>('savedDriver');

/** Edit a saved driver: the booking form's driver fields, checked with the API's schema. */
export function DriverForm({
  initial,
  busy,
  onSave,
  onCancel,
}: {
  initial: SavedDriverValues;
  busy: boolean;
  onSave: (values: SavedDriverValues) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('booking');
  const problem = useProblemText();
  const id = useId();
  const { register, handleSubmit, formState } = useForm<SavedDriverValues>({
    defaultValues: initial,
    resolver,
  });
  const errors = formState.errors;
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSave)} onFocus={resolver.prefetch}>
      <p className={styles.hint}>{t('drivers.latinHint')}</p>
      <div className={styles.row}>
        <PersonField
          id={`${id}-given`}
          label={t('labels.given_name')}
          problem={problem(errors.given_name?.message, 'given_name')}
        >
          {(aria) => <input {...aria} autoComplete="given-name" {...register('given_name')} />}
        </PersonField>
        <PersonField
          id={`${id}-sur`}
          label={t('labels.sur_name')}
          problem={problem(errors.sur_name?.message, 'sur_name')}
        >
          {(aria) => <input {...aria} autoComplete="family-name" {...register('sur_name')} />}
        </PersonField>
      </div>
      <div className={styles.row}>
        <PersonField
          id={`${id}-birthday`}
          label={t('labels.birthday')}
          problem={problem(errors.birthday?.message, 'birthday')}
        >
          {(aria) => <input {...aria} type="date" autoComplete="bday" {...register('birthday')} />}
        </PersonField>
        <PersonField
          id={`${id}-licence`}
          label={t('labels.driver_license_type')}
          problem={problem(errors.driver_license_type?.message, 'driver_license_type')}
        >
          {(aria) => (
            <select {...aria} {...register('driver_license_type')}>
              {LICENSE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`drivers.licenceTypes.${type}`)}
                </option>
              ))}
            </select>
          )}
        </PersonField>
      </div>
      <EditActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
