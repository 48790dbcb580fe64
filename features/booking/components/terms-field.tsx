'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useFormState } from 'react-hook-form';
import { useFillInMethods } from '../form-methods';
import { Link } from '@/lib/site/i18n/navigation';
import { useProblemText } from '@/components/forms/use-problem-text';
import { FieldProblem } from './field';
import styles from './form.module.css';

/**
 * The store's notices and the Car Rental Terms: at US stores the renter must hold US auto insurance
 * (spec §5); the terms must be agreed to before booking (they open in a new tab, so nothing typed
 * here is left behind).
 */
export function TermsField({ termsHref, usStore }: { termsHref: string; usStore: boolean }) {
  const t = useTranslations('booking');
  const tErrors = useTranslations('errors.form');
  const id = useId();
  const { control, register } = useFillInMethods();
  const { errors } = useFormState({ control, name: 'agree_terms' });
  const problemText = useProblemText();
  const problem = problemText(errors.agree_terms?.message, 'name');
  return (
    <div className={styles.section}>
      {usStore && (
        <div className={styles.notice}>
          <p>{tErrors('us_insurance')}</p>
        </div>
      )}
      <div className={styles.choice}>
        <input
          id={`${id}-terms`}
          type="checkbox"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          {...register('agree_terms')}
        />
        <label htmlFor={`${id}-terms`}>
          {t.rich('terms.agree', {
            link: (chunks) => (
              <Link href={termsHref} target="_blank" rel="noopener">
                {chunks}
              </Link>
            ),
          })}
        </label>
      </div>
      <FieldProblem id={`${id}-error`}>{problem}</FieldProblem>
    </div>
  );
}
