import 'server-only';
import { cache } from 'react';
import { cmsListSchema } from '@/lib/api/contract/cms';
import { serverApi } from '@/lib/api/server';
import { LANG_TO_LOCALE, type Lang } from '@/lib/i18n/locales';
import { orNull, toSummary } from './to-site';

/** GET /cms/list: the items under a key (press room news, open roles), newest first. */
export const getList = cache(async (lang: Lang, key: string) => {
  const query = { key, locale: LANG_TO_LOCALE[lang] };
  const data = await orNull(serverApi.get('/cms/list', cmsListSchema, query));
  return data?.items.map((item) => toSummary(item, lang)) ?? [];
});
