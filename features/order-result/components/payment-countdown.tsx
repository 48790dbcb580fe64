'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useRouter } from '@/lib/site/i18n/navigation';
import { announcementPoint, clockText } from '../countdown';
import styles from './payment-countdown.module.css';

type Props = {
  /** ISO instant the hold ends (the order's expires_at) */
  expiresAt: string;
  /**
   * The server's clock when it read the order (ms since the epoch): the server HTML and the first
   * browser render show the same time, and the browser's own clock error is measured against it.
   */
  serverTime: number;
};

/**
 * The time left to pay, ticking every second on screen. Screen readers are told politely at a few
 * points (20, 10, 5, 2 and 1 minutes left, and when time is up), not every second: the clock itself
 * is a timer, which is not read out as it changes. When time is up the page is rendered again by
 * the server, which shows the expired booking.
 */
export function PaymentCountdown({ expiresAt, serverTime }: Props) {
  const t = useTranslations('bookingResult.live');
  const router = useRouter();
  const labelId = useId();
  const deadline = Date.parse(expiresAt);
  const [now, setNow] = useState(serverTime);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    // Count on the server's clock (a browser's may be minutes off), as measured on arrival.
    const offset = serverTime - Date.now();
    let announced = announcementPoint(deadline - serverTime);
    const tick = () => {
      const current = Date.now() + offset;
      const left = deadline - current;
      setNow(current);
      const point = announcementPoint(left);
      if (point !== null && point !== announced) {
        announced = point;
        setAnnouncement(point === 0 ? t('expired') : t('minutesLeft', { minutes: point }));
      }
      if (left <= 0) {
        window.clearInterval(timer);
        router.refresh();
      }
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [deadline, serverTime, router, t]);

  return (
    <div className={styles.countdown}>
      <p className={styles.line}>
        <span id={labelId}>{t('label')}</span>
        <span role="timer" aria-live="off" aria-labelledby={labelId} className={styles.clock}>
          {clockText(deadline - now)}
        </span>
      </p>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}
