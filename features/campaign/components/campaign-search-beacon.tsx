'use client';

import { useEffect } from 'react';
import { useRecordCampaignEvent } from '../api/record-campaign-event';
import { campaignOfCookie, firstInSession, searchKey, tabStorage } from '../session';

/**
 * Counts a campaign search on the car list (features/campaign/session.ts says what counts): when
 * the visitor carries a campaign, once per distinct search per tab. `search` names the search
 * (stores, dates, age), not the list's filters or sort. Renders nothing.
 */
export function CampaignSearchBeacon({ store, search }: { store: string; search: string }) {
  const { mutate } = useRecordCampaignEvent();
  useEffect(() => {
    const campaign = campaignOfCookie(document.cookie);
    if (campaign && firstInSession(tabStorage(), searchKey(campaign, search))) {
      mutate({ kind: 'search', store });
    }
  }, [store, search, mutate]);
  return null;
}
