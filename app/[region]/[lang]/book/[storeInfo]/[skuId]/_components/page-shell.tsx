import type { ReactNode } from 'react';
import { BookingStepper, type BookingStep } from '@/components/booking-stepper';
import styles from './page-shell.module.css';

/** The frame of every step page: the stepper above the content. */
export function PageShell({ step, children }: { step: BookingStep; children: ReactNode }) {
  return (
    <main className={styles.main}>
      <BookingStepper current={step} />
      {children}
    </main>
  );
}
