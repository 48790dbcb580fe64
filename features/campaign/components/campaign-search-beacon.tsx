'use client';

import { useEffect } from 'react';
import { useLocale } from 'next-intl';
import type { Lang } from '@/lib/i18n/locales';
import { campaignOfCookie, firstInSession, searchKey, tabStorage } from '../session';
import { sendCampaignEvent } from '../send-event';

/**
 * Counts a campaign search on the car list (features/campaign/session.ts says what counts): when
 * the visitor carries a campaign, once per distinct search per tab. `search` names the search
 * (stores, dates, age), not the list's filters or sort. Renders nothing.
 */
export function CampaignSearchBeacon({ store, search }: { store: string; search: string }) {
  const lang = useLocale() as Lang;
  useEffect(() => {
    // After the page's own work: the beacon is never on its critical path.
    const timer = window.setTimeout(() => {
      const campaign = campaignOfCookie(document.cookie);
      if (campaign && firstInSession(tabStorage(), searchKey(campaign, search))) {
        sendCampaignEvent({ kind: 'search', store }, lang);
      }
    }, 0);
    return () => window.clearTimeout(timer);
  }, [store, search, lang]);
  return null;
}
