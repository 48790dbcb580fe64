import 'server-only';
import { serverApi } from '@/lib/api/server';
import { LANG_TO_LOCALE, regionOfLang, type Lang } from '@/lib/i18n/locales';
import type { ApiGet } from './api-get';

/** The order queries' reader for a server prefetch: the visitor's own access (account or guest). */
export const serverGet =
  (lang: Lang): ApiGet =>
  (path, schema, query) =>
    serverApi.get(path, schema, query, {
      params: { region: regionOfLang(lang), locale: LANG_TO_LOCALE[lang] },
      useGuestToken: true,
    });
