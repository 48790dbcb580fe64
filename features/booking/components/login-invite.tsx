'use client';

import { useTranslations } from 'next-intl';
import { useSiteStore } from '@/components/providers/site-store-provider';
import styles from './form.module.css';

/** Spec §6: guests are invited to log in for their saved drivers and contacts. */
export function LoginInvite() {
  const t = useTranslations('booking.login');
  const loggedIn = useSiteStore((state) => state.session.loggedIn);
  const openModal = useSiteStore((state) => state.ui.openModal);
  if (loggedIn) return null;
  return (
    <div className={`${styles.notice} ${styles.inlineActions}`}>
      <p>{t('invite')}</p>
      <button type="button" className={styles.secondary} onClick={() => openModal('login')}>
        {t('button')}
      </button>
    </div>
  );
}
