'use client';

import { useTranslations } from 'next-intl';
import { useSiteStore } from '@/components/providers/site-store-provider';
import buttonStyles from '@/components/forms/button.module.css';
import styles from './form.module.css';

/** Spec §6: guests are invited to log in for their saved drivers and contacts. */
export function LoginInvite() {
  const t = useTranslations('booking.login');
  const loggedIn = useSiteStore((state) => state.session.loggedIn);
  const settled = useSiteStore((state) => state.session.settled);
  const openModal = useSiteStore((state) => state.ui.openModal);
  // Not while the browser is still finding out: a signed-in traveller would see it flash.
  if (loggedIn || !settled) return null;
  return (
    <div className={`${styles.notice} ${styles.inlineActions}`}>
      <p>{t('invite')}</p>
      <button type="button" className={buttonStyles.secondary} onClick={() => openModal('login')}>
        {t('button')}
      </button>
    </div>
  );
}
