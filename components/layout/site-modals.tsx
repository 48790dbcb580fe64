'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useSiteStore } from '@/components/providers/site-store-provider';
import { SiteModal } from './site-modal';
import styles from './site-modals.module.css';

/**
 * The login and order-search dialogs of spec §2. They open from the header on any page; the account
 * and order features put their forms inside them.
 */
export function SiteModals() {
  const t = useTranslations('modals');
  const tAccount = useTranslations('account.modal');
  const closeModal = useSiteStore((state) => state.ui.closeModal);
  return (
    <>
      <SiteModal name="login" title={t('login.title')} closeLabel={t('close')}>
        <p>{t('login.intro')}</p>
        <ul className={styles.benefits}>
          <li>{t('login.benefitOrders')}</li>
          <li>{t('login.benefitDrivers')}</li>
          <li>{t('login.benefitCoupons')}</li>
          <li>{t('login.benefitDeposit')}</li>
        </ul>
        <p className={styles.actions}>
          <Link href="/login" className={styles.action} onClick={() => closeModal('login')}>
            {tAccount('login')}
          </Link>
          <Link href="/register" className={styles.action} onClick={() => closeModal('login')}>
            {tAccount('register')}
          </Link>
        </p>
        <p className={styles.note}>{t('login.guestNote')}</p>
      </SiteModal>
      <SiteModal name="orderSearch" title={t('orderSearch.title')} closeLabel={t('close')}>
        <p>{t('orderSearch.intro')}</p>
        <Link href="/query" className={styles.action} onClick={() => closeModal('orderSearch')}>
          {t('orderSearch.goToQuery')}
        </Link>
      </SiteModal>
    </>
  );
}
