import 'server-only';
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '@/lib/site/api/transport';
import type { Lang } from '@/lib/i18n/locales';
import { orNull } from '../or-null';
import { toSummary } from '../to-site';
import type { ArticleSummary } from '../types';

export type ListRequest = { lang: Lang; key: string };

/** GET /cms/list: the items under a key (press room news, open roles), newest first. */
export async function getList(api: Api, { lang, key }: ListRequest): Promise<ArticleSummary[]> {
  const data = await orNull(api.get('/cms/list', { key }));
  return data?.items.map((item) => toSummary(item, lang)) ?? [];
}

export const getListQueryOptions = (api: Api, request: ListRequest) =>
  queryOptions({ queryKey: ['cms', 'list', request], queryFn: () => getList(api, request) });
