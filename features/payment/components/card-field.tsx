import type { ReactNode } from 'react';
import fieldStyles from '@/components/forms/field.module.css';
import styles from './card-form.module.css';

export type CardControlA11y = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** A labelled card control with its problem (role=alert, pointed at by aria-describedby). */
export function CardField({
  id,
  label,
  error,
  wide,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  wide?: boolean;
  children: (a11y: CardControlA11y) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={[fieldStyles.field, wide ? styles.wide : null].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} role="alert" className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
