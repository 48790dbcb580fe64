'use client';

import { useTranslations } from 'next-intl';
import { RedirectCountdown } from '@/components/redirect-countdown';

/** Counts down, then replaces this page with the car list (the sold-out car stays out of history). */
export function SoldOutCountdown({ href }: { href: string }) {
  const t = useTranslations('errors.booking');
  return <RedirectCountdown href={href} text={(seconds) => t('sold_out_redirect', { seconds })} />;
}
