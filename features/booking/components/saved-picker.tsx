'use client';

import { useTranslations } from 'next-intl';
import fieldStyles from '@/components/forms/field.module.css';

type Props = {
  id: string;
  label: string;
  options: readonly { key: number; label: string }[];
  onPick: (key: number) => void;
};

/** A logged-in traveller's saved drivers or contacts: choosing one fills the fields below. */
export function SavedPicker({ id, label, options, onPick }: Props) {
  const t = useTranslations('booking');
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <select
        id={id}
        className={fieldStyles.input}
        defaultValue=""
        onChange={(event) => {
          if (event.target.value) onPick(Number(event.target.value));
        }}
      >
        <option value="">{t('saved.choose')}</option>
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
