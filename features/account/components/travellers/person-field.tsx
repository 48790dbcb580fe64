'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import formStyles from '@/components/forms/plain-form.module.css';
import buttonStyles from '@/components/forms/plain-button.module.css';
import styles from './travellers.module.css';

/** One labelled field of an edit form, its problem announced and tied to it. */
export function PersonField({
  id,
  label,
  problem,
  children,
}: {
  id: string;
  label: string;
  problem: string | undefined;
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(problem ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-problem` } : {}),
      })}
      {problem && (
        <p id={`${id}-problem`} role="alert" className={formStyles.error}>
          {problem}
        </p>
      )}
    </div>
  );
}

/** Save and cancel, under every edit form. */
export function EditActions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const t = useTranslations('account.travellers');
  return (
    <div className={styles.actions}>
      <button type="submit" className={`${buttonStyles.primary} ${buttonStyles.compact}`} disabled={busy}>
        {t('save')}
      </button>
      <button
        type="button"
        className={`${buttonStyles.secondary} ${buttonStyles.compact}`}
        onClick={onCancel}
      >
        {t('cancel')}
      </button>
    </div>
  );
}
