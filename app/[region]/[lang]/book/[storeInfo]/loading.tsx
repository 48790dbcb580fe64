import { BookingStepper } from '@/components/booking-stepper';
import styles from '@/features/car-list/components/car-list-page.module.css';
import { CarListSkeleton } from '@/features/car-list/components/car-list-skeleton';

/** While a new search loads: the stepper at 'choose a car' and placeholder cards. */
export default function CarListLoading() {
  return (
    <main className={styles.main}>
      <BookingStepper current="car" />
      <CarListSkeleton summary />
    </main>
  );
}
