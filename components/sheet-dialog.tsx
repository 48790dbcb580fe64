'use client';

import type { ReactElement, ReactNode } from 'react';
import { Dialog, DialogTrigger, Modal, ModalOverlay, type DialogProps } from 'react-aria-components';
import dialogStyles from './dialog.module.css';

type Props = {
  /** the react-aria Button that opens the dialog */
  trigger: ReactElement;
  /** a sheet's own look over the shared dialog's (dialog.module.css) */
  classNames?: { overlay?: string; modal?: string; dialog?: string };
  /** alertdialog for a question that interrupts (a confirmation) */
  role?: DialogProps['role'];
  /** the dialog's content; `close` shuts it and returns the focus to the trigger */
  children: (close: () => void) => ReactNode;
};

/**
 * A dialog opened by a button, over the dimmed page: react-aria keeps the focus inside, Escape or a
 * click outside closes it, and the focus returns to the button that opened it.
 */
export function SheetDialog({ trigger, classNames = {}, role, children }: Props) {
  return (
    <DialogTrigger>
      {trigger}
      <ModalOverlay className={classNames.overlay ?? dialogStyles.overlay} isDismissable>
        <Modal className={classNames.modal ?? dialogStyles.modal}>
          <Dialog className={classNames.dialog ?? dialogStyles.dialog} role={role}>
            {({ close }) => children(close)}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
