import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/site/i18n/navigation';
import styles from './empty-state.module.css';

/** Nothing is free for the search (spec §8 'empty result'): change the time or the branch. */
export async function EmptyState({ modifyHref }: { modifyHref: string }) {
  const [t, errors] = await Promise.all([getTranslations('carList.empty'), getTranslations('errors.search')]);
  return (
    <section className={styles.box} aria-labelledby="car-list-empty">
      <h2 id="car-list-empty">{t('title')}</h2>
      <p>{errors('no_result')}</p>
      <p className={styles.actions}>
        <Link href={modifyHref} className={styles.primary}>
          {t('modify')}
        </Link>
        <Link href="/">{t('home')}</Link>
      </p>
    </section>
  );
}
