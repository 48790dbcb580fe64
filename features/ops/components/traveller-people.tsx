import { useTranslations } from 'next-intl';
import type { TravellerPeople as People } from '../types';
import styles from './ops.module.css';

/** The drivers and the contact of the booking, as the traveller gave them. */
export function TravellerPeople({ people }: { people: People }) {
  const t = useTranslations('ops.file');
  return (
    <section aria-labelledby="ops-file-people" className={styles.card}>
      <h2 id="ops-file-people" className={styles.subtitle}>
        {t('people')}
      </h2>
      <dl className={styles.facts}>
        {people.drivers.map((driver, index) => (
          <div key={`${driver.name}-${index}`}>
            <dt>{t('driver', { number: index + 1 })}</dt>
            <dd>
              {driver.name}
              <div className={styles.muted}>
                {driver.birthday} · {driver.licence}
              </div>
            </dd>
          </div>
        ))}
        <div>
          <dt>{t('contact')}</dt>
          <dd>
            {people.contact.name}
            <div className={styles.muted}>{people.contact.phone}</div>
            <div className={styles.muted}>{people.contact.email}</div>
            {people.contact.localPhone && <div className={styles.muted}>{people.contact.localPhone}</div>}
          </dd>
        </div>
      </dl>
    </section>
  );
}
