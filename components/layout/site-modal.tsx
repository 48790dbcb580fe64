'use client';

import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { DialogHead } from '@/components/dialog-head';
import { useSiteStore } from '@/components/providers/site-store-provider';
import type { ModalName } from '@/lib/site/store/ui-slice';
import styles from '../dialog.module.css';

/** A dialog opened by its store flag (spec §2 modal flags): focus is trapped and Escape closes it. */
export function SiteModal({
  name,
  title,
  closeLabel,
  children,
}: {
  name: ModalName;
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const isOpen = useSiteStore((state) => state.ui.modals[name]);
  const closeModal = useSiteStore((state) => state.ui.closeModal);
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) closeModal(name);
      }}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <DialogHead title={title} closeLabel={closeLabel} />
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
