import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { CampaignEventBody } from '@/lib/api/contract/campaign';
import type { Api } from '@/lib/site/api/transport';

/** POST /campaign/record: a campaign visit or search (the API reads the campaign from the utm cookie). */
export async function recordCampaignEvent(api: Api, body: CampaignEventBody): Promise<void> {
  await api.post('/campaign/record', body);
}

/**
 * Records a campaign event. Best effort: the traveller never waits for it or sees it fail (a lost
 * beacon is one visit fewer in a report, never a broken page), so a failure stays in the mutation.
 */
export function useRecordCampaignEvent() {
  const api = useApi();
  return useMutation({ mutationFn: (body: CampaignEventBody) => recordCampaignEvent(api, body) });
}
