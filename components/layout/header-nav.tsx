import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ModalEntry } from './modal-entry';
import styles from './site-header.module.css';

/** The header's links, rendered in the desktop bar and again inside the phone menu. */
export async function HeaderNav({ className }: { className?: string }) {
  const t = await getTranslations('header');
  return (
    <nav aria-label={t('mainNav')} className={className}>
      <ul>
        <li>
          {/* Not prefetched: on every page of every visit that cost a request and a long task
              (measured: about 200 ms of the Thai home page's blocking time), for a page the
              server renders in a few milliseconds on click. */}
          <Link href="/book" prefetch={false}>
            {t('book')}
          </Link>
        </li>
        <li>
          <ModalEntry name="orderSearch" className={styles.linkButton}>
            {t('manageBooking')}
          </ModalEntry>
        </li>
        <li>
          <Link href="/order" prefetch={false}>
            {t('myOrders')}
          </Link>
        </li>
        <li>
          <Link href="/user/coupon" prefetch={false}>
            {t('coupons')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
