import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from './booking-form-slot.module.css';

/**
 * Where the fill-in form goes (drivers, contact, extras, deposit, payment): the booking feature
 * renders it here. Until then the section says what will be asked, and offers no fake form.
 */
export function BookingFormSlot({ children }: { children?: ReactNode }) {
  const t = useTranslations('carDetail.fillIn');
  return (
    <section className={styles.slot} aria-labelledby="booking-form-heading" data-slot="booking-form">
      <h2 id="booking-form-heading" className={styles.heading}>
        {t('formTitle')}
      </h2>
      {children ?? <p className={styles.pending}>{t('formPending')}</p>}
    </section>
  );
}
