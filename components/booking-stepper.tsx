import { getTranslations } from 'next-intl/server';
import styles from './booking-stepper.module.css';

export const BOOKING_STEPS = ['itinerary', 'car', 'extras', 'review'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

/** The four steps of the booking flow (spec §2): plan itinerary, choose a car, choose extras, review and book. */
export async function BookingStepper({ current }: { current: BookingStep }) {
  const t = await getTranslations('booking.steps');
  const currentIndex = BOOKING_STEPS.indexOf(current);
  return (
    <nav aria-label={t('label')} className={styles.stepper}>
      <ol>
        {BOOKING_STEPS.map((step, index) => (
          <li
            key={step}
            className={
              index < currentIndex ? styles.done : index === currentIndex ? styles.current : undefined
            }
            aria-current={index === currentIndex ? 'step' : undefined}
          >
            <span className={styles.number} aria-hidden="true">
              {index < currentIndex ? '✓' : index + 1}
            </span>
            <span>
              {index < currentIndex && <span className="visually-hidden">{t('completed')}: </span>}
              {t(step)}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
