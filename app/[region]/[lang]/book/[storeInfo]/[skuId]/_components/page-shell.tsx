import type { ReactNode } from 'react';
import { BookingStepper, type BookingStep, type StepScreen } from '@/components/booking-stepper';
import styles from './page-shell.module.css';

/** The frame of every step page: the stepper (at this page's step and screen) above the content. */
export function PageShell({
  step,
  screen,
  children,
}: {
  step: BookingStep;
  screen?: StepScreen;
  children: ReactNode;
}) {
  return (
    <main className={styles.main}>
      <BookingStepper current={step} screen={screen} />
      {children}
    </main>
  );
}
