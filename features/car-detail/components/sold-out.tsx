import { useTranslations } from 'next-intl';
import { Link } from '@/lib/site/i18n/navigation';
import { SoldOutCountdown } from './sold-out-countdown';
import styles from '@/components/notice.module.css';

/**
 * Spec §8: out of stock, an unknown sku or one that is not digits (and here an unknown package):
 * "the car is sold out, choose again", then back to the car list of the same search after 15 s.
 */
export function SoldOut({ listHref }: { listHref: string }) {
  const t = useTranslations();
  return (
    <section className={styles.notice} aria-labelledby="sold-out-heading">
      <h1 id="sold-out-heading" className={styles.title}>
        {t('errors.booking.sold_out')}
      </h1>
      <SoldOutCountdown href={listHref} />
      <div className={styles.actions}>
        <Link href={listHref} className={styles.action}>
          {t('carDetail.soldOut.goNow')}
        </Link>
      </div>
    </section>
  );
}
