import 'server-only';
import { cache } from 'react';
import { cmsArticleSchema } from '@/lib/api/contract/cms';
import { serverApi } from '@/lib/api/server';
import { LANG_TO_LOCALE, type Lang } from '@/lib/i18n/locales';
import { orNull, toArticle } from './to-site';

/** GET /cms/article_by_id: the article of a cms_id in the page's language when it has one, or null. */
export const getArticleById = cache(async (lang: Lang, id: string) => {
  const query = { id, locale: LANG_TO_LOCALE[lang] };
  const data = await orNull(serverApi.get('/cms/article_by_id', cmsArticleSchema, query));
  return data && toArticle(data, lang);
});
