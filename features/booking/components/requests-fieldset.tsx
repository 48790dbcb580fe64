'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useFormState } from 'react-hook-form';
import { useFillInMethods } from '../form-methods';
import { useProblemText } from '@/components/forms/use-problem-text';
import fieldStyles from '@/components/forms/field.module.css';
import { FORM_LIMITS } from '../form-limits';
import { Field } from './field';
import styles from './form.module.css';

/** The flight number (optional, with the one-hour advice of spec §5) and a remark for the store. */
export function RequestsFieldset() {
  const t = useTranslations('booking');
  const tErrors = useTranslations('errors.form');
  const id = useId();
  const { control, register } = useFillInMethods();
  const { errors } = useFormState({ control, name: ['flight_no', 'remark'] });
  const problemText = useProblemText();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('requests.legend')}</legend>
      <div className={styles.grid}>
        <Field
          id={`${id}-flight`}
          label={t('labels.flight_no')}
          hint={`${t('requests.flightHint')} ${tErrors('flight_gap')}`}
          error={problemText(errors.flight_no?.message, 'flight_no')}
        >
          {(a11y) => (
            <input
              {...a11y}
              className={fieldStyles.input}
              autoComplete="off"
              maxLength={9}
              {...register('flight_no')}
            />
          )}
        </Field>
        <Field
          id={`${id}-remark`}
          label={t('labels.remark')}
          hint={t('requests.remarkHint', { max: FORM_LIMITS.remarkMax })}
          error={problemText(errors.remark?.message, 'remark')}
          className={styles.wide}
        >
          {(a11y) => (
            <textarea
              {...a11y}
              className={fieldStyles.input}
              rows={3}
              maxLength={FORM_LIMITS.remarkMax}
              {...register('remark')}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
