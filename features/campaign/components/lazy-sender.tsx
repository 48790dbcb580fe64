'use client';

import dynamic from 'next/dynamic';

/** The sender, loaded only when a beacon has an event to send. */
export const LazyCampaignEventSender = dynamic(
  () => import('./campaign-event-sender').then((module) => module.CampaignEventSender),
  { ssr: false },
);
