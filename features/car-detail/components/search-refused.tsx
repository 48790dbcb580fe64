import { useTranslations } from 'next-intl';
import { Link } from '@/lib/site/i18n/navigation';
import styles from '@/components/notice.module.css';

/** The store refuses the search itself (the driver's age, the return store): change the search. */
export function SearchRefused({
  reason,
  searchHref,
}: {
  reason: 'age_not_allowed' | 'drop_store_not_allowed';
  searchHref: string;
}) {
  const t = useTranslations();
  return (
    <section className={styles.notice} aria-labelledby="refused-heading">
      <h1 id="refused-heading" className={styles.title}>
        {t(`errors.${reason}`)}
      </h1>
      <div className={styles.actions}>
        <Link href={searchHref} className={styles.action}>
          {t('carDetail.refused.changeSearch')}
        </Link>
      </div>
    </section>
  );
}
