import { getTranslations } from 'next-intl/server';
import styles from './car-list-skeleton.module.css';

/** Placeholder cards while the search runs; announced once as loading, the shapes are hidden from AT. */
export async function CarListSkeleton({ cards = 4, summary = false }: { cards?: number; summary?: boolean }) {
  const t = await getTranslations('carList');
  return (
    <div className={styles.skeleton} aria-busy="true">
      <p role="status" className="visually-hidden">
        {t('loading')}
      </p>
      {summary && <div className={styles.summary} aria-hidden="true" />}
      <div className={styles.layout} aria-hidden="true">
        <div className={styles.sidebar} />
        <ul className={styles.list}>
          {Array.from({ length: cards }, (_, index) => (
            <li key={index} className={styles.card}>
              <span className={styles.picture} />
              <span className={styles.lines}>
                <span />
                <span />
                <span />
              </span>
              <span className={styles.price} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
