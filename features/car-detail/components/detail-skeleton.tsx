'use client';

import { useTranslations } from 'next-intl';
import styles from './detail-skeleton.module.css';

/** Shown while the car and its packages are priced: the shape of the page, and a status for screen readers. */
export function DetailSkeleton() {
  const t = useTranslations('carDetail');
  return (
    <div className={styles.skeleton} aria-busy="true">
      <p role="status" className="visually-hidden">
        {t('loading')}
      </p>
      <div className={styles.header} aria-hidden="true">
        <div className={styles.picture} />
        <div className={styles.lines}>
          <span />
          <span />
          <span />
        </div>
      </div>
      <div className={styles.table} aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className={styles.column} />
        ))}
      </div>
    </div>
  );
}
