'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SlideCaptcha } from '@/components/captcha/slide-captcha';
import { useCodeCaptcha } from '@/components/captcha/use-code-captcha';
import formStyles from '@/components/forms/plain-form.module.css';
import buttonStyles from '@/components/forms/plain-button.module.css';
import { HOME_AREA_CODE, type Lang } from '@/lib/i18n/locales';
import { formResolver } from '@/lib/site/forms/form-resolvers';
import type { BindFormValues } from '@/lib/site/forms/order-forms';
import { useBindOrder } from '../api/bind-order';
import { useSendPhoneCode } from '../api/send-phone-code';
import { CallFailure } from './call-failure';
import { useFieldProblem } from './field-problem';
import styles from './forms.module.css';
import { PhoneFields } from './phone-fields';
import { TextField } from './text-field';

// The schema and zod load with the form's first check, not with the order page.
const resolver = formResolver<BindFormValues>('orderBind');

/**
 * Binds the order to a mobile number: a code is sent to it by SMS (as the booking form verifies its
 * phone, behind the slide captcha when the flag asks for it), the code proves the number, and the
 * order joins the account registered with it.
 * `onBound`: what the page does then (it says so; the order is read again).
 */
export function BindForm({ tradeNo, onBound }: { tradeNo: string; onBound: () => unknown }) {
  const t = useTranslations('orders.bind');
  const tForm = useTranslations('orders.form');
  const tErrors = useTranslations('errors');
  const id = useId();
  const { register, handleSubmit, trigger, getValues, formState } = useForm<BindFormValues>({
    defaultValues: { area_code: HOME_AREA_CODE[useLocale() as Lang], phone: '', code: '' },
    resolver,
  });
  const [sent, setSent] = useState(false);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const captcha = useCodeCaptcha();
  const send = useSendPhoneCode({
    onSuccess: () => setSent(true),
    // The solution is used up by the call, whatever its answer.
    onSettled: () => captcha.spent(),
  });
  const bind = useBindOrder({ onSuccess: () => onBound() });
  const problem = useFieldProblem();
  const failure = send.error ?? bind.error;

  async function sendCode() {
    if (!(await trigger(['area_code', 'phone']))) return;
    setCaptchaMissing(captcha.missing);
    if (captcha.missing) return;
    const values = getValues();
    send.mutate({ areaCode: values.area_code.trim(), phone: values.phone.trim(), captcha: captcha.field });
  }

  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={handleSubmit((values) =>
        bind.mutate({
          tradeNo,
          areaCode: values.area_code.trim(),
          phone: values.phone.trim(),
          code: values.code.trim(),
        }),
      )}
      onFocus={resolver.prefetch}
      aria-describedby={`${id}-intro`}
    >
      <p id={`${id}-intro`} className={styles.hint}>
        {t('intro')}
      </p>
      <PhoneFields
        id={id}
        phoneLabel={tForm('mobile')}
        areaCode={{
          registration: register('area_code'),
          error: problem(formState.errors.area_code?.message),
        }}
        phone={{ registration: register('phone'), error: problem(formState.errors.phone?.message) }}
      />
      <div className={formStyles.codeRow}>
        <TextField
          id={`${id}-code`}
          label={t('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={problem(formState.errors.code?.message)}
          registration={register('code')}
        />
        <button type="button" className={buttonStyles.secondary} onClick={sendCode} disabled={send.isPending}>
          {t(sent ? 'resend' : 'send')}
        </button>
      </div>
      {captcha.shown && <SlideCaptcha key={captcha.round} onSolved={captcha.onSolved} />}
      {captchaMissing && captcha.missing && (
        <p role="alert" className={formStyles.error}>
          {tErrors('captcha_required')}
        </p>
      )}
      {sent && !failure && (
        <p role="status" className={formStyles.notice}>
          {t('sent')}
        </p>
      )}
      {failure && <CallFailure error={failure} />}
      <button type="submit" className={buttonStyles.primary} disabled={bind.isPending}>
        {t('submit')}
      </button>
    </form>
  );
}
