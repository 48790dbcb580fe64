'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useSiteStoreApi } from '@/components/providers/site-store-provider';
import { useRouter } from '@/lib/site/i18n/navigation';
import { LinkItems } from './link-items';
import styles from './site-header.module.css';

// The log-out call and react-query load with a signed-in visitor's menu, not with every page's header.
const LogOutButton = dynamic(() => import('./log-out-button').then((module) => module.LogOutButton), {
  ssr: false,
});

// Set by the login dialog: the menu that replaces the header's login button takes the focus once.
let focusOnMount = false;
export function focusUserMenuWhenShown() {
  focusOnMount = true;
}

/**
 * The logged-in user in the header: their name opens a menu (my orders, coupons, saved people, log
 * out). A disclosure, not an ARIA menu: its items are plain links and a button, reached with Tab;
 * Escape closes it and returns focus to the button.
 */
export function UserMenu({ name }: { name: string }) {
  const t = useTranslations('account.menu');
  const store = useSiteStoreApi();
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusOnMount) return;
    focusOnMount = false;
    button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [open]);

  function leave() {
    store.getState().session.logOut();
    setOpen(false);
    router.push('/');
    router.refresh();
  }

  return (
    <div
      ref={root}
      className={styles.userMenu}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.login}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={t('label', { name })}
        onClick={() => setOpen(!open)}
      >
        {name}
      </button>
      <ul id={`${id}-menu`} className={styles.userMenuList} hidden={!open}>
        <LinkItems
          links={[
            { href: '/order', label: t('orders') },
            { href: '/user/coupon', label: t('coupons') },
            { href: '/user/travellers', label: t('travellers') },
          ]}
        />
        <li>
          <LogOutButton label={t('logout')} onLoggedOut={leave} />
        </li>
      </ul>
    </div>
  );
}
