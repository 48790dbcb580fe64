'use client';

import type { ReactNode } from 'react';
import styles from './ops.module.css';

type Props = {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** the control, given the ids it is described by and whether it is invalid */
  children: (described: { 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
};

/** A labelled control (input, select, textarea) with its hint and its announced problem. */
export function MarketingField({ id, label, hint, error, children }: Props) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({
        ...(described ? { 'aria-describedby': described } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
