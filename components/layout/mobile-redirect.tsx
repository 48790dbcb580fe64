'use client';

import { useEffect } from 'react';

/** Spec §9: the page shows first, then the mobile site takes over after 1 s. */
export const MOBILE_REDIRECT_DELAY_MS = 1000;

/**
 * Sends a mobile browser to the mobile site (`url`, from the proxy's x-mobile-redirect header).
 * `notice`, when given, is a translated line announced politely to screen readers before the page changes.
 */
export function MobileRedirect({ url, notice }: { url: string; notice?: string }) {
  useEffect(() => {
    // Only http(s): the header is ours, but a javascript: URL must never reach location.assign.
    if (!/^https?:\/\//i.test(url)) return;
    const timer = window.setTimeout(() => window.location.assign(url), MOBILE_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [url]);

  return notice ? (
    <p className="visually-hidden" role="status" aria-live="polite">
      {notice}
    </p>
  ) : null;
}
