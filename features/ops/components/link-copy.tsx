'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import buttonStyles from '@/components/forms/button.module.css';
import styles from './ops.module.css';

/** A link to hand out: shown whole (to select), with a button that copies it and says so. */
export function LinkCopy({
  id,
  label,
  hint,
  value,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
}) {
  const t = useTranslations('ops.links');
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setCopied('no');
      return;
    }
    clipboard.writeText(value).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  };
  return (
    <div className={styles.field} data-link={id}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.copyRow}>
        <input
          id={id}
          readOnly
          value={value}
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          className={styles.mono}
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          className={buttonStyles.secondary}
          aria-label={t('copyLabel', { link: label })}
          onClick={copy}
        >
          {t('copy')}
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      <p role="status" className={styles.notice}>
        {copied === 'yes' ? t('copied') : copied === 'no' ? t('copyByHand') : ''}
      </p>
    </div>
  );
}
