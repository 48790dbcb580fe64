'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useSiteStore } from '@/components/providers/site-store-provider';
import type { ModalName } from '@/lib/site/store/ui-slice';
import dialog from '../dialog.module.css';
import styles from './phone-menu.module.css';

const PhoneMenuPanel = dynamic(() => import('./phone-menu-panel').then((module) => module.PhoneMenuPanel), {
  ssr: false,
});

/**
 * The narrow screens' header menu: one button opening a dialog with the links, language, currency
 * and login. The button is the page's own; the dialog (react-aria) loads when the traveller first
 * points at, focuses or taps the button (it is mounted then, closed, which renders nothing), and
 * opens once loaded. A tap on a link closes it. An entry that opens another dialog (ModalEntry: log
 * in, find a booking) closes it first and opens its dialog once the menu is gone: a dialog opened
 * while the menu still hid the rest of the page would stay hidden from assistive technology with
 * it. The button is hidden on wide screens, where the bar shows all of it.
 */
export function PhoneMenu({ children }: { children: ReactNode }) {
  const t = useTranslations('header');
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  // Open only on the page it was opened on: a client navigation from inside closes it.
  const isOpen = openOn === pathname;
  // Mounted from the first reach on: its code loads then, closing it plays out, opening is instant.
  const [wanted, setWanted] = useState(false);
  const reach = () => setWanted(true);
  const openModal = useSiteStore((state) => state.ui.openModal);
  const nextModal = useRef<ModalName | null>(null);
  useEffect(() => {
    if (isOpen || !nextModal.current) return;
    openModal(nextModal.current);
    nextModal.current = null;
  }, [isOpen, openModal]);

  const onBodyClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    const entry = target.closest<HTMLElement>('[data-modal]');
    if (entry) {
      event.stopPropagation();
      nextModal.current = entry.dataset.modal as ModalName;
      setOpenOn(null);
    } else if (target.closest('a[href]')) setOpenOn(null);
  };

  return (
    <>
      <button
        type="button"
        className={`${dialog.phoneTrigger} ${styles.button}`}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={reach}
        onFocus={reach}
        onClick={() => {
          reach();
          setOpenOn(pathname);
        }}
      >
        <MenuIcon />
        <span>{t('menu')}</span>
      </button>
      {wanted && (
        <PhoneMenuPanel
          isOpen={isOpen}
          onOpenChange={(open) => setOpenOn(open ? pathname : null)}
          title={t('menu')}
          closeLabel={t('closeMenu')}
          onBodyClick={onBodyClick}
        >
          {children}
        </PhoneMenuPanel>
      )}
    </>
  );
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
