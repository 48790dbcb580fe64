'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import formStyles from '@/components/forms/plain-form.module.css';
import type { ForgotFormValues } from '@/lib/forms/order-forms';
import { TextField } from './text-field';

type Props = {
  id: string;
  by: 'phone' | 'email';
  register: UseFormRegister<ForgotFormValues>;
  errors: FieldErrors<ForgotFormValues>;
};

/** The order's contact: a choice of phone or e-mail, then its fields. */
export function ContactFields({ id, by, register, errors }: Props) {
  const t = useTranslations('orders.form');
  const problem = (message: string | undefined) =>
    message ? t(`problems.${message}` as 'problems.required') : undefined;
  return (
    <>
      <fieldset className={formStyles.kinds}>
        <legend>{t('by')}</legend>
        {(['phone', 'email'] as const).map((value) => (
          <label key={value}>
            <input type="radio" value={value} {...register('by')} /> {t(`byOption.${value}`)}
          </label>
        ))}
      </fieldset>
      {by === 'email' ? (
        <TextField
          id={`${id}-email`}
          label={t('email')}
          type="email"
          autoComplete="email"
          error={problem(errors.email?.message)}
          registration={register('email')}
        />
      ) : (
        <div className={formStyles.phoneRow}>
          <TextField
            id={`${id}-area`}
            label={t('areaCode')}
            autoComplete="tel-country-code"
            inputMode="tel"
            error={problem(errors.area_code?.message)}
            registration={register('area_code')}
          />
          <TextField
            id={`${id}-phone`}
            label={t('phone')}
            type="tel"
            autoComplete="tel-national"
            error={problem(errors.phone?.message)}
            registration={register('phone')}
          />
        </div>
      )}
    </>
  );
}
