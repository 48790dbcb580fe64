'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import formStyles from '@/components/forms/plain-form.module.css';
import buttonStyles from '@/components/forms/plain-button.module.css';
import { formResolver } from '@/lib/site/forms/form-resolvers';
import type { ForgotFormValues } from '@/lib/site/forms/order-forms';
import { HOME_AREA_CODE, type Lang } from '@/lib/i18n/locales';
import { useSendOrderNumbers } from '../api/send-order-numbers';
import { CallFailure } from './call-failure';
import { ContactFields } from './contact-fields';
import styles from './forms.module.css';

// The schema and zod load with the form's first check, not with the page.
const resolver = formResolver<ForgotFormValues>('orderForgot');

/**
 * 'Forgot reservation number': the numbers of the orders made with a phone or an e-mail are sent
 * to it. The answer never says whether there were any (only the owner of the contact learns that).
 */
export function ForgotNumber() {
  const t = useTranslations('orders.forgot');
  const id = useId();
  const lang = useLocale() as Lang;
  const { register, handleSubmit, control, formState } = useForm<ForgotFormValues>({
    defaultValues: { by: 'phone', area_code: HOME_AREA_CODE[lang], phone: '', email: '' },
    resolver,
  });
  const by = useWatch({ control, name: 'by' });
  const send = useSendOrderNumbers(lang);
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
        {send.isError && <CallFailure error={send.error} />}
        <button type="submit" className={buttonStyles.secondary} disabled={send.isPending}>
          {t('submit')}
        </button>
      </form>
    </section>
  );
}
