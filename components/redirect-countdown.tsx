'use client';

import { useEffect, useState } from 'react';
import { useRouter } from '@/lib/site/i18n/navigation';

/** Spec §8 / §9: after a booking error (sold out, price changed) the traveller is taken on after 15 seconds. */
export const BOOKING_ERROR_REDIRECT_SECONDS = 15;

/** Counts down, then replaces this page with `href` (the refused booking stays out of history). */
export function RedirectCountdown({
  href,
  text,
  seconds = BOOKING_ERROR_REDIRECT_SECONDS,
}: {
  href: string;
  text: (secondsLeft: number) => string;
  seconds?: number;
}) {
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
      {text(left)}
    </p>
  );
}
