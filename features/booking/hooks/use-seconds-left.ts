import { useEffect, useState } from 'react';

/** A countdown started at an instant (ms since the epoch, read where it was started) for some seconds. */
export type Countdown = { startedAt: number; seconds: number };

/** Whole seconds left of a countdown, ticking; 0 once it is over (or when there is none). */
export function useSecondsLeft(countdown: Countdown | null): number {
  const [clock, setClock] = useState({ countdown, now: countdown?.startedAt ?? 0 });
  // A new countdown starts from its own start, not from the last tick of the previous one.
  if (clock.countdown !== countdown) setClock({ countdown, now: countdown?.startedAt ?? 0 });
  useEffect(() => {
    if (!countdown) return;
    const end = countdown.startedAt + countdown.seconds * 1000;
    const timer = window.setInterval(() => {
      const now = Date.now();
      setClock({ countdown, now });
      if (now >= end) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [countdown]);
  if (!countdown) return 0;
  return Math.max(0, Math.ceil((countdown.startedAt + countdown.seconds * 1000 - clock.now) / 1000));
}
