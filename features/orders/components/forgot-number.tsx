'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useApi } from '@/components/providers/site-store-provider';
import formStyles from '@/components/forms/plain-form.module.css';
import buttonStyles from '@/components/forms/plain-button.module.css';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { errorMessageKey } from '@/lib/i18n/api-error-message';
import type { Lang } from '@/lib/i18n/locales';
import { forgotOrderNumber } from '../api/order-calls';
import { contactBody } from '../contact-body';
import type { ForgotFormValues } from '@/lib/forms/order-forms';
import { ContactFields } from './contact-fields';
import styles from './forms.module.css';

const EMPTY: ForgotFormValues = { by: 'phone', area_code: '86', phone: '', email: '' };

/**
 * 'Forgot reservation number': the numbers of the orders made with a phone or an e-mail are sent
 * to it. The answer never says whether there were any (only the owner of the contact learns that).
 */
export function ForgotNumber() {
  const t = useTranslations('orders.forgot');
  const tErrors = useTranslations('errors');
  const lang = useLocale() as Lang;
  const api = useApi();
  const id = useId();
  const resolver = useMemo(
    () => lazyResolver(() => import('../resolvers').then((m) => m.forgotResolver)),
    [],
  );
  const { register, handleSubmit, control, formState } = useForm<ForgotFormValues>({
    defaultValues: EMPTY,
    resolver,
  });
  const by = useWatch({ control, name: 'by' });
  const send = useMutation({
    mutationFn: (values: ForgotFormValues) => forgotOrderNumber(api, { ...contactBody(values), lang }),
  });
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <p className={styles.hint}>{t('intro')}</p>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={handleSubmit((values) => send.mutate(values))}
        onFocus={resolver.prefetch}
      >
        <ContactFields id={`${id}-forgot`} by={by} register={register} errors={formState.errors} />
        {send.isSuccess && (
          <p role="status" className={formStyles.notice}>
            {t('sent')}
          </p>
        )}
        {send.isError && (
          <p role="alert" className={formStyles.error}>
            {tErrors(errorMessageKey(send.error))}
          </p>
        )}
        <button type="submit" className={buttonStyles.secondary} disabled={send.isPending}>
          {t('submit')}
        </button>
      </form>
    </section>
  );
}
