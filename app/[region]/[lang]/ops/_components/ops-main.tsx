import type { ReactNode } from 'react';
import styles from '@/features/ops/components/ops.module.css';

/** The back office's page frame: the main column, or the narrow one of the sign-in pages. */
export function OpsMain({ narrow = false, children }: { narrow?: boolean; children: ReactNode }) {
  return <main className={narrow ? styles.narrow : styles.main}>{children}</main>;
}
