'use client';

import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useSiteStore } from '@/components/providers/site-store-provider';
import type { ModalName } from '@/lib/store/ui-slice';
import styles from './site-modal.module.css';

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
          <div className={styles.head}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <Button slot="close" className={styles.close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
