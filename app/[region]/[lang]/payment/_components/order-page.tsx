import type { ReactNode } from 'react';
import styles from './order-page.module.css';

/**
 * The frame of the pages after booking. No booking stepper: its four steps are all behind the
 * traveller once the order exists, and a stepper with nothing current would only add noise.
 */
export function OrderPage({ children }: { children: ReactNode }) {
  return <main className={styles.main}>{children}</main>;
}
