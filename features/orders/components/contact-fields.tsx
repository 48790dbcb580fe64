'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import formStyles from '@/components/forms/plain-form.module.css';
import type { ForgotFormValues } from '@/lib/site/forms/order-forms';
import { useFieldProblem } from './field-problem';
import { PhoneFields } from './phone-fields';
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
  const problem = useFieldProblem();
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
        <PhoneFields
          id={id}
          phoneLabel={t('phone')}
          areaCode={{ registration: register('area_code'), error: problem(errors.area_code?.message) }}
          phone={{ registration: register('phone'), error: problem(errors.phone?.message) }}
        />
      )}
    </>
  );
}
