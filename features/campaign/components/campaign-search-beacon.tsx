'use client';

import { useEffect, useState } from 'react';
import type { CampaignEvent } from '../types';
import { campaignOfCookie, firstInSession, searchKey, tabStorage } from '../session';
import { LazyCampaignEventSender } from './lazy-sender';

/**
 * Counts a campaign search on the car list (features/campaign/session.ts says what counts): when
 * the visitor carries a campaign, once per distinct search per tab. `search` names the search
 * (stores, dates, age), not the list's filters or sort.
 */
export function CampaignSearchBeacon({ store, search }: { store: string; search: string }) {
  const [event, setEvent] = useState<CampaignEvent | null>(null);
  useEffect(() => {
    // After the page's own work: the beacon is never on its critical path.
    const timer = window.setTimeout(() => {
      const campaign = campaignOfCookie(document.cookie);
      if (campaign && firstInSession(tabStorage(), searchKey(campaign, search))) {
        setEvent({ kind: 'search', store });
      }
    }, 0);
    return () => window.clearTimeout(timer);
  }, [store, search]);
  return event && <LazyCampaignEventSender key={search} event={event} />;
}
