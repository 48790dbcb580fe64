import 'server-only';
import { cache } from 'react';
import { cmsArticleSchema } from '@/lib/api/contract/cms';
import { serverApi } from '@/lib/api/server';
import { LANG_TO_LOCALE, type Lang } from '@/lib/i18n/locales';
import { orNull, toArticle } from './to-site';

/** GET /cms/article: an article by key (and item), or null. Cached per request for metadata + page. */
export const getArticle = cache(async (lang: Lang, key: string, introId?: string) => {
  const query = { key, intro_id: introId, locale: LANG_TO_LOCALE[lang] };
  const data = await orNull(serverApi.get('/cms/article', cmsArticleSchema, query));
  return data && toArticle(data, lang);
});
