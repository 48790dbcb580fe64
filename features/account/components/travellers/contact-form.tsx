'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useProblemText } from '@/components/forms/use-problem-text';
import { GENDERS } from '@/lib/choices';
import { formResolver } from '@/lib/site/forms/form-resolvers';
import { EditActions, PersonField } from './person-field';
import type { SavedContactValues } from '../../types';
import styles from './travellers.module.css';

// The API's own schema of a saved contact, with zod, loads with the form's first check.
const resolver = formResolver<SavedContactValues>('savedContact');

/** Edit a saved contact: the booking form's contact fields, checked with the API's schema. */
export function ContactForm({
  initial,
  busy,
  onSave,
  onCancel,
}: {
  initial: SavedContactValues;
  busy: boolean;
  onSave: (values: SavedContactValues) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('booking');
  const problem = useProblemText();
  const id = useId();
  const { register, handleSubmit, formState } = useForm<SavedContactValues>({
    defaultValues: initial,
    resolver,
  });
  const errors = formState.errors;
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSave)} onFocus={resolver.prefetch}>
      <div className={styles.row}>
        <PersonField
          id={`${id}-gender`}
          label={t('labels.gender')}
          problem={problem(errors.gender?.message, 'gender')}
        >
          {(aria) => (
            <select {...aria} {...register('gender')}>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t(`contact.titles.${gender}`)}
                </option>
              ))}
            </select>
          )}
        </PersonField>
        <PersonField
          id={`${id}-name`}
          label={t('labels.name')}
          problem={problem(errors.name?.message, 'name')}
        >
          {(aria) => <input {...aria} autoComplete="name" {...register('name')} />}
        </PersonField>
      </div>
      <div className={styles.row}>
        <PersonField
          id={`${id}-area`}
          label={t('labels.contact_area_code')}
          problem={problem(errors.contact_area_code?.message, 'contact_area_code')}
        >
          {(aria) => <input {...aria} autoComplete="tel-country-code" {...register('contact_area_code')} />}
        </PersonField>
        <PersonField
          id={`${id}-phone`}
          label={t('labels.contact_phone')}
          problem={problem(errors.contact_phone?.message, 'contact_phone')}
        >
          {(aria) => (
            <input {...aria} type="tel" autoComplete="tel-national" {...register('contact_phone')} />
          )}
        </PersonField>
      </div>
      <PersonField
        id={`${id}-email`}
        label={t('labels.email')}
        problem={problem(errors.email?.message, 'email')}
      >
        {(aria) => <input {...aria} type="email" autoComplete="email" {...register('email')} />}
      </PersonField>
      <div className={styles.row}>
        <PersonField
          id={`${id}-local-area`}
          label={t('labels.local_area_code')}
          problem={problem(errors.local_area_code?.message, 'local_area_code')}
        >
          {(aria) => <input {...aria} {...register('local_area_code')} />}
        </PersonField>
        <PersonField
          id={`${id}-local-phone`}
          label={t('labels.local_phone')}
          problem={problem(errors.local_phone?.message, 'local_phone')}
        >
          {(aria) => <input {...aria} type="tel" {...register('local_phone')} />}
        </PersonField>
      </div>
      <EditActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
