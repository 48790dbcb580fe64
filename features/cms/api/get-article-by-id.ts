import 'server-only';
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '@/lib/site/api/transport';
import type { Lang } from '@/lib/i18n/locales';
import { orNull } from '../or-null';
import { toArticle } from '../to-site';
import type { Article } from '../types';

export type ArticleByIdRequest = { lang: Lang; id: string };

/** GET /cms/article_by_id: the article of a cms_id in the page's language when it has one, or null. */
export async function getArticleById(api: Api, { lang, id }: ArticleByIdRequest): Promise<Article | null> {
  const data = await orNull(api.get('/cms/article_by_id', { id }));
  return data && toArticle(data, lang);
}

export const getArticleByIdQueryOptions = (api: Api, request: ArticleByIdRequest) =>
  queryOptions({ queryKey: ['cms', 'article-by-id', request], queryFn: () => getArticleById(api, request) });
