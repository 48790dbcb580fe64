import type { ReactNode } from 'react';
import fieldStyles from '@/components/forms/field.module.css';

/** What a control needs to be labelled, described and marked invalid. */
export type ControlA11y = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type Props = {
  id: string;
  label: ReactNode;
  /** the problem in words; shown under the control with role=alert, so it is read out as it appears */
  error?: ReactNode;
  hint?: ReactNode;
  /** the control itself, given its id and ARIA state */
  children: (a11y: ControlA11y) => ReactNode;
  className?: string;
};

/** A labelled control with its hint and its problem (aria-describedby points at both). */
export function Field({ id, label, error, hint, children, className }: Props) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <FieldProblem id={errorId}>{error}</FieldProblem>
    </div>
  );
}

/** A problem under a control or a group: role=alert, so it is announced when it appears. */
export function FieldProblem({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className={fieldStyles.error}>
      {children}
    </p>
  );
}
