'use client';

import { useEffect } from 'react';
import { useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';
import type { Lang } from '@/lib/i18n/locales';
import { campaignOfAddress, firstInSession, tabStorage, visitKey } from '../session';
import { sendCampaignEvent } from '../send-event';

/**
 * Counts a campaign visit (features/campaign/session.ts says what counts): after a page whose
 * address carries utm parameters has shown, once per campaign per tab (a new campaign in the same
 * tab, a second link, is a visit of its own). It runs in the browser, so a page served from the
 * page cache counts as well as a rendered one. Renders nothing.
 */
export function CampaignVisitBeacon() {
  const pathname = usePathname();
  const lang = useLocale() as Lang;
  useEffect(() => {
    // After the page's own work: the beacon is never on its critical path.
    const timer = window.setTimeout(() => {
      const campaign = campaignOfAddress(window.location.search);
      if (campaign && firstInSession(tabStorage(), visitKey(campaign)))
        sendCampaignEvent({ kind: 'visit' }, lang);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [pathname, lang]);
  return null;
}
