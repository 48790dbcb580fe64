import 'server-only';
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '@/lib/site/api/transport';
import type { Lang } from '@/lib/i18n/locales';
import { orNull } from '../or-null';
import { toArticle } from '../to-site';
import type { Article } from '../types';

/** An article by key (and item), for a page of this language (the Api's). */
export type ArticleRequest = { lang: Lang; key: string; introId?: string };

/** GET /cms/article: the article, or null when there is none. */
export async function getArticle(api: Api, { lang, key, introId }: ArticleRequest): Promise<Article | null> {
  const data = await orNull(api.get('/cms/article', { key, intro_id: introId }));
  return data && toArticle(data, lang);
}

/** One read per request: a page and its metadata share it. */
export const getArticleQueryOptions = (api: Api, request: ArticleRequest) =>
  queryOptions({ queryKey: ['cms', 'article', request], queryFn: () => getArticle(api, request) });
