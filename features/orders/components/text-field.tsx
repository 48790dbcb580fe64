'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import formStyles from '@/components/forms/plain-form.module.css';

type Props = {
  id: string;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  error?: string | undefined;
  registration: UseFormRegisterReturn;
};

/** A labelled input whose problem is announced and tied to it (aria-describedby). */
export function TextField({ id, label, type = 'text', autoComplete, inputMode, error, registration }: Props) {
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className={formStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
