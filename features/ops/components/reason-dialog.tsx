'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { DialogHead } from '@/components/dialog-head';
import { SheetDialog } from '@/components/sheet-dialog';
import { CallFailure } from './call-failure';
import styles from './ops.module.css';

type Props = {
  /** the button that opens the dialog, and the dialog's title */
  label: string;
  title: string;
  /** what the action does, in a sentence */
  message: string;
  reasonLabel: string;
  /** whether a reason must be given */
  required?: boolean;
  submitLabel: string;
  tone?: 'primary' | 'danger';
  pending: boolean;
  error: unknown;
  /** sends the reason; resolves when done (the dialog closes), rejects to stay open with the error */
  onSubmit: (reason: string) => Promise<unknown>;
};

/** An action that asks first, with a reason (cancel for the traveller, reject a refund, disable staff). */
export function ReasonDialog({
  label,
  title,
  message,
  reasonLabel,
  required = true,
  submitLabel,
  tone = 'danger',
  pending,
  error,
  onSubmit,
}: Props) {
  const t = useTranslations('ops.common');
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <SheetDialog
      role="alertdialog"
      trigger={<Button className={tone === 'danger' ? styles.danger : styles.secondary}>{label}</Button>}
    >
      {(close) => {
        const submit = (event: FormEvent) => {
          event.preventDefault();
          if (required && reason.trim() === '') {
            setMissing(true);
            document.getElementById(`${id}-reason`)?.focus();
            return;
          }
          onSubmit(reason.trim()).then(
            () => {
              setReason('');
              close();
            },
            () => {},
          );
        };
        return (
          <form noValidate className={styles.form} onSubmit={submit}>
            <DialogHead title={title} closeLabel={t('close')} />
            <p>{message}</p>
            <div className={styles.field}>
              <label htmlFor={`${id}-reason`}>{reasonLabel}</label>
              <textarea
                id={`${id}-reason`}
                rows={3}
                maxLength={500}
                value={reason}
                aria-invalid={missing ? true : undefined}
                aria-describedby={missing ? `${id}-missing` : undefined}
                onChange={(event) => {
                  setReason(event.target.value);
                  setMissing(false);
                }}
              />
              {missing && (
                <p id={`${id}-missing`} role="alert" className={styles.error}>
                  {t('reasonRequired')}
                </p>
              )}
            </div>
            <CallFailure error={error} />
            <div className={styles.buttons}>
              <button
                type="submit"
                className={tone === 'danger' ? styles.danger : styles.primary}
                disabled={pending}
              >
                {submitLabel}
              </button>
              <Button className={styles.secondary} onPress={close}>
                {t('back')}
              </Button>
            </div>
          </form>
        );
      }}
    </SheetDialog>
  );
}
