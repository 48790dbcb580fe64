import type { ReactNode } from 'react';
import styles from './error-screen.module.css';

/**
 * The body of the error and not-found pages (spec §2: the message, the status code, a way home).
 * Texts come in translated; `children` are the actions (retry button, home link).
 */
export function ErrorScreen({
  status,
  statusLabel,
  title,
  message,
  reference,
  children,
}: {
  status: number;
  /** e.g. 'Error 404', read by screen readers in place of the big number */
  statusLabel: string;
  title: string;
  message?: string;
  reference?: string;
  children: ReactNode;
}) {
  return (
    <main className={styles.screen}>
      <p className={styles.status}>
        <span aria-hidden="true">{status}</span>
        <span className="visually-hidden">{statusLabel}</span>
      </p>
      <h1 className={styles.title}>{title}</h1>
      {message && <p className={styles.message}>{message}</p>}
      <div className={styles.actions}>{children}</div>
      {reference && <p className={styles.reference}>{reference}</p>}
    </main>
  );
}

export const errorScreenStyles = styles;
