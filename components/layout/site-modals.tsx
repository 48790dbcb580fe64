'use client';

// First, before react-aria: the page language's strings (Thai, Hong Kong Chinese).
import '@/components/aria-strings/for-page';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/lib/site/i18n/navigation';
import { useSiteStore } from '@/components/providers/site-store-provider';
import { SiteModal } from './site-modal';
import styles from './site-modals.module.css';

/** The feature forms the layout composes into the dialogs (components/ hold no feature logic). */
export type SiteModalForms = {
  /** the account feature's login form */
  loginForm?: ReactNode;
  /** the orders feature's lookup form (the same as /query's) */
  orderSearchForm?: ReactNode;
};

/**
 * The login and order-search dialogs of spec §2. They open from the header on any page; the login
 * dialog holds the account feature's login form, the order-search dialog the lookup form of /query
 * (without one composed in, it links to /query).
 */
export function SiteModals({ loginForm, orderSearchForm }: SiteModalForms) {
  const t = useTranslations('modals');
  const closeModal = useSiteStore((state) => state.ui.closeModal);
  return (
    <>
      <SiteModal name="login" title={t('login.title')} closeLabel={t('close')}>
        {loginForm}
        <p className={styles.note}>{t('login.guestNote')}</p>
      </SiteModal>
      <SiteModal name="orderSearch" title={t('orderSearch.title')} closeLabel={t('close')}>
        <p>{t('orderSearch.intro')}</p>
        {orderSearchForm ?? (
          <Link href="/query" className={styles.action} onClick={() => closeModal('orderSearch')}>
            {t('orderSearch.goToQuery')}
          </Link>
        )}
      </SiteModal>
    </>
  );
}
