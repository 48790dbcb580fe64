'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import formStyles from '@/components/forms/plain-form.module.css';
import { TextField } from './text-field';

type Field = { registration: UseFormRegisterReturn; error: string | undefined };

type Props = {
  id: string;
  /** 'Phone' for an order's contact, 'Mobile number' for the one a code is sent to */
  phoneLabel: string;
  areaCode: Field;
  phone: Field;
};

/** A phone number as two fields on one row: its area code, then the number. */
export function PhoneFields({ id, phoneLabel, areaCode, phone }: Props) {
  const t = useTranslations('orders.form');
  return (
    <div className={formStyles.phoneRow}>
      <TextField
        id={`${id}-area`}
        label={t('areaCode')}
        autoComplete="tel-country-code"
        inputMode="tel"
        error={areaCode.error}
        registration={areaCode.registration}
      />
      <TextField
        id={`${id}-phone`}
        label={phoneLabel}
        type="tel"
        autoComplete="tel-national"
        error={phone.error}
        registration={phone.registration}
      />
    </div>
  );
}
