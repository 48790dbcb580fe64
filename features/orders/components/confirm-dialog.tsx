'use client';

import { Button, Heading } from 'react-aria-components';
import buttonStyles from '@/components/forms/plain-button.module.css';
import { SheetDialog } from '@/components/sheet-dialog';
import styles from './confirm-dialog.module.css';

type Props = {
  /** the button that opens the dialog */
  trigger: string;
  title: string;
  message: string;
  confirm: string;
  keep: string;
  busy?: boolean;
  onConfirm: () => void;
};

/**
 * Asks before an action that cannot be undone (cancel, delete). react-aria traps the focus, Escape
 * or a click outside keeps the order as it is, and the focus returns to the trigger.
 */
export function ConfirmDialog({ trigger, title, message, confirm, keep, busy, onConfirm }: Props) {
  return (
    <SheetDialog
      role="alertdialog"
      trigger={
        <Button className={`${buttonStyles.secondary} ${buttonStyles.compact}`} isDisabled={busy}>
          {trigger}
        </Button>
      }
    >
      {(close) => (
        <>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          <p className={styles.message}>{message}</p>
          <div className={styles.actions}>
            <Button className={`${buttonStyles.secondary} ${buttonStyles.compact}`} onPress={close} autoFocus>
              {keep}
            </Button>
            <Button
              className={`${buttonStyles.danger} ${buttonStyles.compact}`}
              onPress={() => {
                close();
                onConfirm();
              }}
            >
              {confirm}
            </Button>
          </div>
        </>
      )}
    </SheetDialog>
  );
}
