'use client';

import { useEffect } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import type { CampaignEvent } from '../types';
import { useRecordCampaignEvent } from '../api/record-campaign-event';

/**
 * Sends one campaign event when it mounts, in react-query of its own: the beacons load this part
 * (and react-query with it) only when there is an event to send, never with a page.
 */
export function CampaignEventSender({ event }: { event: CampaignEvent }) {
  return (
    <QueryProvider>
      <Sender event={event} />
    </QueryProvider>
  );
}

function Sender({ event }: { event: CampaignEvent }) {
  const { mutate } = useRecordCampaignEvent();
  useEffect(() => {
    mutate(event);
  }, [mutate, event]);
  return null;
}
