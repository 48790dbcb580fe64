'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { useRecordCampaignEvent } from '../api/record-campaign-event';
import { campaignOfAddress, firstInSession, tabStorage, visitKey } from '../session';

/**
 * Counts a campaign visit (features/campaign/session.ts says what counts): after a page whose
 * address carries utm parameters has shown, once per campaign per tab. It renders nothing, and
 * runs in the browser, so a page served from the page cache counts as well as a rendered one.
 */
export function CampaignVisitBeacon() {
  const pathname = usePathname();
  const { mutate } = useRecordCampaignEvent();
  useEffect(() => {
    const campaign = campaignOfAddress(window.location.search);
    if (campaign && firstInSession(tabStorage(), visitKey(campaign))) mutate({ kind: 'visit' });
  }, [pathname, mutate]);
  return null;
}
