'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { reloadIfChunkError } from '@/components/behaviours/chunk-reload';
import { ErrorScreen, errorScreenStyles as styles } from '@/components/behaviours/error-screen';
import { errorMessageKey } from '@/lib/site/i18n/api-error-message';
import { Link } from '@/lib/site/i18n/navigation';

/** An HTTP-like status carried by the error (status or statusCode, 400-599); 500 otherwise (spec §2). */
function statusOf(error: unknown): number {
  if (error && typeof error === 'object') {
    for (const field of ['status', 'statusCode'] as const) {
      const value = (error as Record<string, unknown>)[field];
      if (typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599) return value;
    }
  }
  return 500;
}

function digestOf(error: unknown): string | undefined {
  const digest = error && typeof error === 'object' ? (error as { digest?: unknown }).digest : undefined;
  return typeof digest === 'string' && digest ? digest : undefined;
}

/**
 * The page-level error boundary (spec §2, §8): the localized message (the default system error
 * text unless the error names a catalogue entry), its status (500 by default), a retry and a way
 * home. A failed chunk load reloads the page instead, at most once a minute.
 */
export default function SiteError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('errorPage');
  const errors = useTranslations('errors');
  const status = statusOf(error);
  const digest = digestOf(error);
  const key = errorMessageKey(error);

  useEffect(() => {
    if (!reloadIfChunkError(error)) console.error(error);
  }, [error]);

  return (
    <ErrorScreen
      status={status}
      statusLabel={t('status', { status })}
      title={t('title')}
      message={key === 'system_error' ? errors('page.default') : errors(key)}
      reference={digest ? t('reference', { digest }) : undefined}
    >
      <button type="button" className={styles.primary} onClick={() => retry()}>
        {t('retry')}
      </button>
      <Link href="/" className={styles.secondary}>
        {t('home')}
      </Link>
    </ErrorScreen>
  );
}
