import { useEffect, useState } from 'react';

/** Whole seconds until an instant (ms since the epoch), ticking once a second; 0 once it has passed. */
export function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(() => {
      tick();
      if (Date.now() >= until) window.clearInterval(timer);
    }, 250);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}
