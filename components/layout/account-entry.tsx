'use client';

import { useSiteStore } from '@/components/providers/site-store-provider';
import { ModalEntry } from './modal-entry';
import styles from './site-header.module.css';
import { UserMenu } from './user-menu';

/**
 * The header's account place: the signed-in user's menu, else the login button. It follows the
 * site store's session, which the browser learns after the page has loaded (the page itself is the
 * same for every visitor), so a signed-in visitor sees the login button for a moment first.
 */
export function AccountEntry({ loginLabel }: { loginLabel: string }) {
  const loggedIn = useSiteStore((state) => state.session.loggedIn);
  const name = useSiteStore((state) => state.session.displayName ?? state.session.userId);
  if (loggedIn && name) return <UserMenu name={name} />;
  return (
    <ModalEntry name="login" className={styles.login}>
      {loginLabel}
    </ModalEntry>
  );
}
