'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SlideCaptcha } from '@/components/captcha/slide-captcha';
import { useCodeCaptcha } from '@/components/captcha/use-code-captcha';
import { useApi } from '@/components/providers/site-store-provider';
import formStyles from '@/components/forms/plain-form.module.css';
import buttonStyles from '@/components/forms/plain-button.module.css';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { errorMessageKey } from '@/lib/i18n/api-error-message';
import { bindOrder, checkPhoneCode, sendPhoneCode } from '../api/order-calls';
import type { BindFormValues } from '@/lib/forms/order-forms';
import styles from './forms.module.css';
import { TextField } from './text-field';

const EMPTY: BindFormValues = { area_code: '86', phone: '', code: '' };

/**
 * Binds the order to a mobile number: a code is sent to it by SMS (as the booking form verifies its
 * phone, behind the slide captcha when the flag asks for it), the code proves the number, and the
 * order joins the account registered with it.
 * `onBound`: what the page does then (it reads the order again and says so).
 */
export function BindForm({ tradeNo, onBound }: { tradeNo: string; onBound: () => unknown }) {
  const t = useTranslations('orders.bind');
  const tForm = useTranslations('orders.form');
  const tErrors = useTranslations('errors');
  const api = useApi();
  const id = useId();
  const resolver = useMemo(() => lazyResolver(() => import('../resolvers').then((m) => m.bindResolver)), []);
  const { register, handleSubmit, trigger, getValues, formState } = useForm<BindFormValues>({
    defaultValues: EMPTY,
    resolver,
  });
  const [sent, setSent] = useState(false);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const captcha = useCodeCaptcha();
  const send = useMutation({
    mutationFn: (values: BindFormValues) =>
      sendPhoneCode(api, values.area_code.trim(), values.phone.trim(), captcha.field),
    onSuccess: () => setSent(true),
    // The solution is used up by the call, whatever its answer.
    onSettled: () => captcha.spent(),
  });
  const bind = useMutation({
    mutationFn: async (values: BindFormValues) => {
      const areaCode = values.area_code.trim();
      const phone = values.phone.trim();
      const proof = await checkPhoneCode(api, areaCode, phone, values.code.trim());
      return bindOrder(api, {
        trade_no: tradeNo,
        area_code: areaCode,
        phone,
        phone_token: proof.phone_token,
      });
    },
    onSuccess: () => onBound(),
  });
  const problem = (message: string | undefined) =>
    message ? tForm(`problems.${message}` as 'problems.required') : undefined;
  const failure = send.error ?? bind.error;

  async function sendCode() {
    if (!(await trigger(['area_code', 'phone']))) return;
    setCaptchaMissing(captcha.missing);
    if (captcha.missing) return;
    send.mutate(getValues());
  }

  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={handleSubmit((values) => bind.mutate(values))}
      onFocus={resolver.prefetch}
      aria-describedby={`${id}-intro`}
    >
      <p id={`${id}-intro`} className={styles.hint}>
        {t('intro')}
      </p>
      <div className={formStyles.phoneRow}>
        <TextField
          id={`${id}-area`}
          label={tForm('areaCode')}
          autoComplete="tel-country-code"
          inputMode="tel"
          error={problem(formState.errors.area_code?.message)}
          registration={register('area_code')}
        />
        <TextField
          id={`${id}-phone`}
          label={tForm('mobile')}
          type="tel"
          autoComplete="tel-national"
          error={problem(formState.errors.phone?.message)}
          registration={register('phone')}
        />
      </div>
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
      {failure && (
        <p role="alert" className={formStyles.error}>
          {tErrors(errorMessageKey(failure))}
        </p>
      )}
      <button type="submit" className={buttonStyles.primary} disabled={bind.isPending}>
        {t('submit')}
      </button>
    </form>
  );
}
