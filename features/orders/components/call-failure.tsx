'use client';

import { useTranslations } from 'next-intl';
import formStyles from '@/components/forms/plain-form.module.css';
import { errorMessageKey } from '@/lib/site/i18n/api-error-message';

/** Why a form's call failed, in the catalogue's words (never the server's text), announced. */
export function CallFailure({ error }: { error: unknown }) {
  const t = useTranslations('errors');
  return (
    <p role="alert" className={formStyles.error}>
      {t(errorMessageKey(error))}
    </p>
  );
}
