import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { serverEnv, siteUrlConfigured } from '../env';
import { LANG_TAG, LANGS, regionOfLang, type Lang } from '../i18n/locales';

/** A Host header that is a plain host name or address, with an optional port: nothing else is echoed. */
const PLAIN_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The public origin of the site, for canonical URLs, hreflang and the sitemap: SITE_URL when it is
 * configured, else the origin this request was made to (its Host, https when the proxy in front
 * says so), so a site run without SITE_URL never points search engines at localhost:3000.
 */
export async function siteOrigin(): Promise<string> {
  if (siteUrlConfigured()) return new URL(serverEnv().SITE_URL).origin;
  const request = await headers();
  const host = request.get('x-forwarded-host')?.split(',')[0]?.trim() || request.get('host');
  if (!host || !PLAIN_HOST.test(host)) return new URL(serverEnv().SITE_URL).origin;
  const https = request.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
  return `${https ? 'https' : 'http'}://${host.toLowerCase()}`;
}

export const localizedPath = (lang: Lang, path: string) =>
  `/${regionOfLang(lang)}/${lang}${path === '/' ? '' : path}`;

/**
 * Canonical and hreflang alternates of one page in the four languages; `path` is the page's path
 * without the /{region}/{lang} prefix ('/' for home, '/about_us', ...). They are resolved against the
 * layout's metadataBase, siteOrigin().
 */
export function alternates(lang: Lang, path: string): Metadata['alternates'] {
  const languages: Record<string, string> = {};
  for (const other of LANGS) languages[LANG_TAG[other]] = localizedPath(other, path);
  languages['x-default'] = localizedPath('en', path);
  return { canonical: localizedPath(lang, path), languages };
}
