'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from 'react-aria-components';
import { DialogHead } from '@/components/dialog-head';
import { SheetDialog } from '@/components/sheet-dialog';
import { formResolver } from '@/lib/site/forms/form-resolvers';
import { CallFailure } from './call-failure';
import { useFieldProblem } from './field-problem';
import buttonStyles from '@/components/forms/button.module.css';
import styles from './ops.module.css';

/** The shared primary button in red. */
const DANGER = `${buttonStyles.primary} ${styles.danger}`;

type ReasonValues = { reason: string };

// The reason of the contract's bodies (zod loads with the first check): cancel and reject need
// one (opsCancelBodySchema, opsRejectBodySchema, the same rule); disabling staff may give one.
const requiredResolver = formResolver<ReasonValues>('opsReason');
const optionalResolver = formResolver<ReasonValues>('staffReason');

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
  const problem = useFieldProblem();
  const { register, handleSubmit, reset, formState } = useForm<ReasonValues>({
    defaultValues: { reason: '' },
    resolver: required ? requiredResolver : optionalResolver,
  });
  const missing = problem(formState.errors.reason?.message, reasonLabel, { required: t('reasonRequired') });
  return (
    <SheetDialog
      role="alertdialog"
      trigger={<Button className={tone === 'danger' ? DANGER : buttonStyles.secondary}>{label}</Button>}
    >
      {(close) => {
        const submit = handleSubmit(({ reason }) =>
          onSubmit(reason).then(
            () => {
              reset();
              close();
            },
            () => {},
          ),
        );
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
                aria-invalid={missing ? true : undefined}
                aria-describedby={missing ? `${id}-missing` : undefined}
                {...register('reason')}
              />
              {missing && (
                <p id={`${id}-missing`} role="alert" className={styles.error}>
                  {missing}
                </p>
              )}
            </div>
            <CallFailure error={error} />
            <div className={styles.buttons}>
              <button
                type="submit"
                className={tone === 'danger' ? DANGER : buttonStyles.primary}
                disabled={pending}
              >
                {submitLabel}
              </button>
              <Button className={buttonStyles.secondary} onPress={close}>
                {t('back')}
              </Button>
            </div>
          </form>
        );
      }}
    </SheetDialog>
  );
}
