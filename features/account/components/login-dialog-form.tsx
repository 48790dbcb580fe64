'use client';

import dynamic from 'next/dynamic';
import { useLocale } from 'next-intl';
import { focusUserMenuWhenShown } from '@/components/layout/user-menu';
import { useSiteStore } from '@/components/providers/site-store-provider';
import type { Lang } from '@/lib/i18n/locales';

// The form's code loads when the dialog first opens, not with every page that has a header.
const LoginTabs = dynamic(() => import('./login-tabs').then((module) => module.LoginTabs), { ssr: false });

/**
 * The login dialog's body (spec §2's login modal flag): the /login page's own form, password or
 * code tabs and its links to sign up and reset. A login closes the dialog and re-renders the
 * header, whose user menu then takes the focus (the button that opened the dialog is gone).
 */
export function LoginDialogForm() {
  const lang = useLocale() as Lang;
  const closeModal = useSiteStore((state) => state.ui.closeModal);
  return (
    <LoginTabs
      lang={lang}
      onLoggedIn={() => {
        focusUserMenuWhenShown();
        closeModal('login');
      }}
      onLeave={() => closeModal('login')}
    />
  );
}
