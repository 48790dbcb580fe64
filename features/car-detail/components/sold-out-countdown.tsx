'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';

/** Spec §8 / §9: after a booking error the traveller is taken back after 15 seconds. */
export const SOLD_OUT_REDIRECT_SECONDS = 15;

/** Counts down, then replaces this page with the car list (the sold-out car stays out of history). */
export function SoldOutCountdown({
  href,
  seconds = SOLD_OUT_REDIRECT_SECONDS,
}: {
  href: string;
  seconds?: number;
}) {
  const t = useTranslations('errors.booking');
  const router = useRouter();
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        router.replace(href);
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [href, seconds, router]);

  return (
    <p role="timer" aria-live="off">
      {t('sold_out_redirect', { seconds: left })}
    </p>
  );
}
