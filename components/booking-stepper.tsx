import { getTranslations } from 'next-intl/server';
import styles from './booking-stepper.module.css';

export const BOOKING_STEPS = ['itinerary', 'car', 'extras', 'review'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

/**
 * The screens within a step (spec §2: 'choose insurance package and choose extras are screens within
 * that flow'): once a car is chosen on the list, step 2 is done, and the car detail (the protection
 * packages), the plan page (the chosen package) and the fill-in form (drivers, contact, extras) are
 * step 3's screens, each named under the step so the stepper says which page the traveller is on.
 */
export const STEP_SCREENS = ['protection', 'package', 'details'] as const;
export type StepScreen = (typeof STEP_SCREENS)[number];

/** The four steps of the booking flow (spec §2): plan itinerary, choose a car, choose extras, review and book. */
export async function BookingStepper({ current, screen }: { current: BookingStep; screen?: StepScreen }) {
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
              {index === currentIndex && screen && (
                <span className={styles.screen}>
                  <span className="visually-hidden">: </span>
                  {t(`screens.${screen}`)}
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
