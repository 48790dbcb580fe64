import { getTranslations } from 'next-intl/server';
import { LinkItems } from './link-items';
import { ModalEntry } from './modal-entry';
import styles from './site-header.module.css';

/** The header's links, rendered in the desktop bar and again inside the phone menu. */
export async function HeaderNav({ className }: { className?: string }) {
  const t = await getTranslations('header');
  return (
    <nav aria-label={t('mainNav')} className={className}>
      <ul>
        <LinkItems links={[{ href: '/book', label: t('book') }]} />
        <li>
          <ModalEntry name="orderSearch" className={styles.linkButton}>
            {t('manageBooking')}
          </ModalEntry>
        </li>
        <LinkItems
          links={[
            { href: '/order', label: t('myOrders') },
            { href: '/user/coupon', label: t('coupons') },
          ]}
        />
      </ul>
    </nav>
  );
}
