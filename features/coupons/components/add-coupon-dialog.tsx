'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import dialogStyles from '@/components/dialog.module.css';
import fieldStyles from '@/components/forms/field.module.css';
import buttonStyles from '@/components/forms/button.module.css';
import { ApiClientError } from '@/lib/site/api/errors';
import { formResolver } from '@/lib/site/forms/form-resolvers';
import { errorMessageKey } from '@/lib/site/i18n/api-error-message';
import { useAddCoupon } from '../api/add-coupon';
import type { AddCouponValues } from '../types';
import styles from './coupons.module.css';

// zod and the schema load with the first check of a code, not with the wallet page.
const resolver = formResolver<AddCouponValues>('addCoupon');

/**
 * The add-coupon dialog: a code, checked by the contract's schema, then POST /user/coupon/add.
 * 'Coupon added' is announced on the page when the dialog closes; a refused code keeps the dialog
 * open with 'Your coupon is incorrect, please try again'.
 */
export function AddCouponDialog({ onAdded }: { onAdded: (code: string) => void }) {
  const t = useTranslations('coupons.add');
  const tErrors = useTranslations('errors');
  const tBooking = useTranslations('booking');
  const [open, setOpen] = useState(false);
  const form = useForm<AddCouponValues>({
    resolver,
    defaultValues: { code: '' },
  });
  const add = useAddCoupon();
  const submit = (code: string) =>
    add.mutate(code, {
      onSuccess: (coupon) => {
        setOpen(false);
        form.reset();
        onAdded(coupon.code);
      },
    });

  const codeError = form.formState.errors.code;
  // An empty code is asked for; anything the schema refuses is not a code we could have issued.
  const fieldError = codeError
    ? form.getValues('code')?.trim()
      ? tErrors('coupon.incorrect')
      : tErrors('form.enter', { field: tBooking('fields.coupon_code') })
    : undefined;
  const serverError = add.error
    ? add.error instanceof ApiClientError && add.error.reason === 'coupon_incorrect'
      ? tErrors('coupon.incorrect')
      : tErrors(errorMessageKey(add.error))
    : undefined;
  const problem = fieldError ?? serverError;

  return (
    <DialogTrigger
      isOpen={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          add.reset();
          form.reset();
        }
      }}
    >
      <Button className={buttonStyles.primary}>{t('open')}</Button>
      <ModalOverlay className={dialogStyles.overlay} isDismissable>
        <Modal className={dialogStyles.modal}>
          <Dialog className={dialogStyles.dialog}>
            <Heading slot="title" className={styles.dialogTitle}>
              {t('title')}
            </Heading>
            <form
              noValidate
              onSubmit={(event) => void form.handleSubmit((values) => submit(values.code))(event)}
            >
              <div className={fieldStyles.field}>
                <label htmlFor="add-coupon-code" className={fieldStyles.label}>
                  {t('label')}
                </label>
                <input
                  id="add-coupon-code"
                  className={`${fieldStyles.input} ${styles.codeInput}`}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={32}
                  autoFocus
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? 'add-coupon-hint add-coupon-problem' : 'add-coupon-hint'}
                  {...form.register('code')}
                />
                <p id="add-coupon-hint" className={fieldStyles.hint}>
                  {t('hint')}
                </p>
                {problem && (
                  <p id="add-coupon-problem" role="alert" className={fieldStyles.error}>
                    {problem}
                  </p>
                )}
              </div>
              <div className={styles.actions}>
                <Button slot="close" className={buttonStyles.secondary}>
                  {t('cancel')}
                </Button>
                <button
                  type="submit"
                  className={buttonStyles.primary}
                  disabled={add.isPending}
                  aria-busy={add.isPending || undefined}
                >
                  {t('submit')}
                </button>
              </div>
            </form>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
