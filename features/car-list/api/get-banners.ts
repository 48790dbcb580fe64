import 'server-only';
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '@/lib/site/api/transport';
import { orEmpty } from '../or-empty';
import { toBanner } from '../to-site';
import type { BannerView } from '../types';

export type BannersRequest = { store: string; dropStore: string };

/**
 * GET /common/banners: the banners running for the search's stores, in the Api's language. The
 * server transport keeps them a minute (lib/site/api/server.ts); a failed read shows none.
 */
export const getBanners = (api: Api, { store, dropStore }: BannersRequest): Promise<BannerView[]> =>
  orEmpty('banners', async () => {
    const data = await api.get('/common/banners', { store, drop_store: dropStore });
    return data.list.map(toBanner);
  });

export const getBannersQueryOptions = (api: Api, request: BannersRequest) =>
  queryOptions({ queryKey: ['banners', request], queryFn: () => getBanners(api, request) });
