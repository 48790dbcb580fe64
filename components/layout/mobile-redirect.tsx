'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { isMobileUserAgent, mobileSiteUrl } from '@/lib/site/i18n/resolve-route';

/** Spec §9: the page shows first, then the mobile site takes over after 1 s. */
export const MOBILE_REDIRECT_DELAY_MS = 1000;

const unchanging = () => () => {};

/**
 * Sends a mobile browser to the same page of the mobile site (`mobileSite`, MOBILE_SITE_URL). The
 * browser decides, from its own user agent, with the proxy's rules (lib/site/i18n/resolve-route.ts): the
 * page is the same for every visitor. `notice`, when given, is a translated line announced politely
 * to screen readers before the page changes.
 */
export function MobileRedirect({ mobileSite, notice }: { mobileSite: string; notice?: string }) {
  const target = useSyncExternalStore(
    unchanging,
    () =>
      isMobileUserAgent(navigator.userAgent)
        ? (mobileSiteUrl(
            mobileSite,
            window.location.pathname + window.location.search,
            window.location.host,
          ) ?? null)
        : null,
    () => null,
  );
  useEffect(() => {
    if (!target) return;
    const timer = window.setTimeout(() => window.location.assign(target), MOBILE_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [target]);

  return notice && target ? (
    <p className="visually-hidden" role="status" aria-live="polite">
      {notice}
    </p>
  ) : null;
}
