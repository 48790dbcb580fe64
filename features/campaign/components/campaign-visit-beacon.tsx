'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import type { CampaignEvent } from '../types';
import { campaignOfAddress, firstInSession, tabStorage, visitKey } from '../session';
import { LazyCampaignEventSender } from './lazy-sender';

/**
 * Counts a campaign visit (features/campaign/session.ts says what counts): after a page whose
 * address carries utm parameters has shown, once per campaign per tab. It runs in the browser, so
 * a page served from the page cache counts as well as a rendered one.
 */
export function CampaignVisitBeacon() {
  const pathname = usePathname();
  const [sent, setSent] = useState<{ id: number; event: CampaignEvent }[]>([]);
  useEffect(() => {
    // After the page's own work: the beacon is never on its critical path.
    const timer = window.setTimeout(() => {
      const campaign = campaignOfAddress(window.location.search);
      if (campaign && firstInSession(tabStorage(), visitKey(campaign))) {
        // A new campaign in the same tab (a second link) is a visit of its own.
        setSent((list) => [...list, { id: list.length, event: { kind: 'visit' } }]);
      }
    }, 0);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return sent.map((item) => <LazyCampaignEventSender key={item.id} event={item.event} />);
}
