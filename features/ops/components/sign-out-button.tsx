'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/site/i18n/navigation';
import { useLogOut } from '../api/log-out';
import { CallFailure } from './call-failure';
import buttonStyles from '@/components/forms/button.module.css';

/** Ends the staff session, then the login page. */
export function SignOutButton() {
  const t = useTranslations('ops.header');
  const router = useRouter();
  const logOut = useLogOut({
    onSuccess: () => {
      router.replace('/ops/login');
      router.refresh();
    },
  });
  return (
    <>
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={logOut.isPending}
        onClick={() => logOut.mutate()}
      >
        {t('signOut')}
      </button>
      <CallFailure error={logOut.error} />
    </>
  );
}
