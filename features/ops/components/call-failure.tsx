'use client';

import { useTranslations } from 'next-intl';
import { errorMessageKey } from '@/lib/site/i18n/api-error-message';
import styles from './ops.module.css';

/** Why a call failed, in the catalogue's words (never the server's text), announced. */
export function CallFailure({ error }: { error: unknown }) {
  const t = useTranslations('errors');
  if (!error) return null;
  return (
    <p role="alert" className={styles.error}>
      {t(errorMessageKey(error))}
    </p>
  );
}
