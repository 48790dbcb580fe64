// In a route group so this skeleton wraps only the car list, not the car and booking pages
// below it (a wrapper there would start every response as 200 before their notFound()).
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
