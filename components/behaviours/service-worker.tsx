'use client';

import { useEffect } from 'react';

export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers /sw.js with root scope (spec §7): it caches static assets and serves an offline page.
 * Production only (the layout says so): in development a cache-first worker would serve stale chunks.
 * Registration waits for the page's load event so it never competes with the page's own requests.
 */
export function ServiceWorker({ enabled }: { enabled: boolean }) {
  useEffect(() => {
    if (!enabled || !('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
        console.warn('Service worker registration failed', error);
      });
    };
    if (document.readyState === 'complete') {
      register();
      return;
    }
    window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, [enabled]);
  return null;
}
