'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useSiteStore } from '@/components/providers/site-store-provider';
import type { ModalName } from '@/lib/store/ui-slice';
import styles from './phone-menu.module.css';

/**
 * The narrow screens' header menu: one button opening a dialog with the links, language, currency
 * and login (react-aria: focus stays inside, Escape or a tap outside closes it, focus returns to the
 * button). A tap on a link closes it. An entry that opens another dialog (ModalEntry: log in, find a
 * booking) closes it first and opens its dialog once the menu is gone: a dialog opened while the
 * menu still hid the rest of the page would stay hidden from assistive technology with it.
 * The button is hidden on wide screens, where the bar shows all of it.
 */
export function PhoneMenu({ children }: { children: ReactNode }) {
  const t = useTranslations('header');
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  // Open only on the page it was opened on: a client navigation from inside closes it.
  const isOpen = openOn === pathname;
  const openModal = useSiteStore((state) => state.ui.openModal);
  const nextModal = useRef<ModalName | null>(null);
  useEffect(() => {
    if (isOpen || !nextModal.current) return;
    openModal(nextModal.current);
    nextModal.current = null;
  }, [isOpen, openModal]);

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={(open) => setOpenOn(open ? pathname : null)}>
      <Button className={styles.button}>
        <MenuIcon />
        <span>{t('menu')}</span>
      </Button>
      <ModalOverlay className={styles.overlay} isDismissable>
        <Modal className={styles.panel}>
          <Dialog className={styles.dialog}>
            <div className={styles.head}>
              <Heading slot="title" className={styles.title}>
                {t('menu')}
              </Heading>
              <Button slot="close" className={styles.close} aria-label={t('closeMenu')}>
                <span aria-hidden="true">×</span>
              </Button>
            </div>
            <div
              className={styles.body}
              onClickCapture={(event) => {
                const target = event.target as Element;
                const entry = target.closest<HTMLElement>('[data-modal]');
                if (entry) {
                  event.stopPropagation();
                  nextModal.current = entry.dataset.modal as ModalName;
                  setOpenOn(null);
                } else if (target.closest('a[href]')) setOpenOn(null);
              }}
            >
              {children}
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
