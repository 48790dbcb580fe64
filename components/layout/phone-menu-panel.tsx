'use client';

// First, before react-aria: the page language's strings (Thai, Hong Kong Chinese).
import '@/components/aria-strings/for-page';
import type { MouseEvent, ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { DialogHead } from '@/components/dialog-head';
import styles from './phone-menu.module.css';

type Props = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  /** A tap inside the menu: a link or an entry that opens another dialog closes it. */
  onBodyClick: (event: MouseEvent<HTMLDivElement>) => void;
  children: ReactNode;
};

/**
 * The header menu's dialog (react-aria: focus stays inside, Escape or a tap outside closes it, focus
 * returns to the menu button). Loaded by PhoneMenu when the traveller first reaches for the button,
 * so react-aria's overlays are not part of every page's first load. Closed, it renders nothing.
 */
export function PhoneMenuPanel({ isOpen, onOpenChange, title, closeLabel, onBodyClick, children }: Props) {
  return (
    <ModalOverlay className={styles.overlay} isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className={styles.panel}>
        <Dialog className={styles.dialog}>
          <DialogHead title={title} closeLabel={closeLabel} />
          <div className={styles.body} onClickCapture={onBodyClick}>
            {children}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
