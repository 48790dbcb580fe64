/**
 * Spec §2: switching region or language rewrites the current path, so the visitor stays on the same
 * page (and keeps the query: search state, utm keys) under the new prefix. The proxy then stores the
 * new region and language from the URL.
 */
import { isLang, regionOfLang, type Lang, type Region } from '../../i18n/locales';
import { firstLang, prefixPath, splitPrefix } from './resolve-route';

/**
 * `current` is a path with optional query and hash ('/intl/en/book/LAX01?age=30#cars'), prefixed or
 * not. `target` is a language (its region follows) or a region (its first language, unless the
 * current language already belongs to it).
 */
export function switchPath(current: string, target: Lang | Region): string {
  const match = /^([^?#]*)(.*)$/s.exec(current);
  const pathname = match?.[1] || '/';
  const tail = match?.[2] ?? '';
  const { lang: currentLang, rest } = splitPrefix(pathname);
  let lang: Lang;
  if (isLang(target)) lang = target;
  else lang = currentLang && regionOfLang(currentLang) === target ? currentLang : firstLang(target);
  return prefixPath({ region: regionOfLang(lang), lang }, rest) + tail;
}
