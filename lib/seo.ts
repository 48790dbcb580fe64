import type { Metadata } from 'next';
import { serverEnv } from './env';
import { LANG_TAG, LANGS, regionOfLang, type Lang } from './i18n/locales';

/** The public origin of the site, for canonical URLs, hreflang and the sitemap. */
export const siteUrl = () => serverEnv().SITE_URL;

export const localizedPath = (lang: Lang, path: string) =>
  `/${regionOfLang(lang)}/${lang}${path === '/' ? '' : path}`;

/**
 * Canonical and hreflang alternates of one page in the four languages; `path` is the page's path
 * without the /{region}/{lang} prefix ('/' for home, '/about_us', ...).
 */
export function alternates(lang: Lang, path: string): Metadata['alternates'] {
  const languages: Record<string, string> = {};
  for (const other of LANGS) languages[LANG_TAG[other]] = localizedPath(other, path);
  languages['x-default'] = localizedPath('en', path);
  return { canonical: localizedPath(lang, path), languages };
}
