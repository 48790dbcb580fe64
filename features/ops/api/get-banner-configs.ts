import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { toBannerConfig } from '../to-site-banners';

/** GET /ops/banners/list: every banner, on or off, past or coming (marketing.manage). */
export const getBannerConfigs = async (api: Api, signal?: AbortSignal) =>
  (await api.get('/ops/banners/list', undefined, { signal })).list.map(toBannerConfig);

export const getBannerConfigsQueryOptions = (api: Api) =>
  queryOptions({ queryKey: ['ops', 'banners'], queryFn: ({ signal }) => getBannerConfigs(api, signal) });

export const useBannerConfigs = () => useSuspenseQuery(getBannerConfigsQueryOptions(useApi())).data;
