import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/site/i18n/navigation';
import type { SearchRefusal } from '../types';
import styles from './empty-state.module.css';

/** The store's answer when it will not search (age, drop-off, invalid search), in the page's language. */
export async function SearchRefused({ refusal, modifyHref }: { refusal: SearchRefusal; modifyHref: string }) {
  const [t, errors] = await Promise.all([getTranslations('carList.refused'), getTranslations('errors')]);
  const message =
    refusal.reason === 'age_not_allowed'
      ? errors('form.driver_age', { min: refusal.min, max: refusal.max })
      : refusal.reason === 'drop_store_not_allowed'
        ? errors('drop_store_not_allowed')
        : errors('search.info_error');
  return (
    <section className={`${styles.box} ${styles.refused}`} aria-labelledby="car-list-refused">
      <h2 id="car-list-refused">{t('title')}</h2>
      <p role="alert">{message}</p>
      <p className={styles.actions}>
        <Link href={modifyHref} className={styles.primary}>
          {t('action')}
        </Link>
      </p>
    </section>
  );
}
