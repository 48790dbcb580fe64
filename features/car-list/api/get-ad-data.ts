import 'server-only';
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '@/lib/site/api/transport';
import type { Lang } from '@/lib/i18n/locales';
import { orEmpty } from '../or-empty';
import { toStoreNotice } from '../to-site';
import type { StoreNotice } from '../types';

/** The pick-up store, and the page's language its notices are shown in. */
export type AdDataRequest = { store: string; lang: Lang };

/**
 * GET /common/addata: the pick-up store's notices running now. The server transport keeps them a
 * minute (lib/site/api/server.ts); a failed read shows none.
 */
export const getAdData = (api: Api, { store, lang }: AdDataRequest): Promise<StoreNotice[]> =>
  orEmpty('ad data', async () => {
    const data = await api.get('/common/addata', { id: store });
    return data.ad_data.map((ad) => toStoreNotice(ad, lang));
  });

export const getAdDataQueryOptions = (api: Api, request: AdDataRequest) =>
  queryOptions({ queryKey: ['stores', 'notices', request], queryFn: () => getAdData(api, request) });
