import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { toCampaignReport } from '../to-site-report';

export type CampaignReportFilter = { from: string; to: string; store?: string };

/** GET /ops/report/campaigns: the campaign report over a range (marketing.manage). */
export const getCampaignReport = async (api: Api, filter: CampaignReportFilter, signal?: AbortSignal) =>
  toCampaignReport(await api.get('/ops/report/campaigns', filter, { signal }));

export const getCampaignReportQueryOptions = (api: Api, filter: CampaignReportFilter) =>
  queryOptions({
    queryKey: ['ops', 'report', 'campaigns', filter],
    queryFn: ({ signal }) => getCampaignReport(api, filter, signal),
  });

export const useCampaignReport = (filter: CampaignReportFilter) =>
  useSuspenseQuery(getCampaignReportQueryOptions(useApi(), filter)).data;
