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
  beside,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  wide?: boolean;
  /** shown at the end of the label's line (the card's brand), so the control keeps the full width */
  beside?: ReactNode;
  children: (a11y: CardControlA11y) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const labelled = (
    <label htmlFor={id} className={fieldStyles.label}>
      {label}
    </label>
  );
  return (
    <div className={[fieldStyles.field, wide ? styles.wide : null].filter(Boolean).join(' ')}>
      {beside ? (
        <div className={styles.labelRow}>
          {labelled}
          {beside}
        </div>
      ) : (
        labelled
      )}
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
