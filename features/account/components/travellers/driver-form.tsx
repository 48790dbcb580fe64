'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useProblemText } from '@/components/forms/use-problem-text';
import { LICENSE_TYPES } from '@/lib/choices';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { EditActions, PersonField } from './person-field';
import type { DriverValues } from './person-values';
import styles from './travellers.module.css';

/** Edit a saved driver: the booking form's driver fields, checked with the API's schema. */
export function DriverForm({
  initial,
  busy,
  onSave,
  onCancel,
}: {
  initial: DriverValues;
  busy: boolean;
  onSave: (values: DriverValues) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('booking');
  const problem = useProblemText();
  const id = useId();
  const resolver = useMemo(
    () => lazyResolver(() => import('./person-resolvers').then((m) => m.driverResolver())),
    [],
  );
  const { register, handleSubmit, formState } = useForm<DriverValues>({ defaultValues: initial, resolver });
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
