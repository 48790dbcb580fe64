import 'server-only';
import type { CmsArticle } from '@/lib/api/contract/cms';
import { ApiClientError } from '@/lib/api/errors';
import type { Lang } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

/** An article as the pages see it: camelCase, a Date, and links that keep the visitor's prefix. */
export type Article = {
  id: number;
  key: string;
  introId: string;
  /** The language of the text; differs from the page's when only English exists. */
  lang: Lang;
  translated: boolean;
  title: string;
  summary: string;
  html: string;
  publishedAt: Date;
};

export type ArticleSummary = Omit<Article, 'html' | 'key'>;

/**
 * Article bodies link to other pages without a prefix ('/rent_rules/US'); they get the page's
 * /{region}/{lang} here, so a reader never bounces through the proxy's redirect. The body is the
 * API's sanitized HTML, whose attributes are always double-quoted and entity-escaped.
 */
function localizeLinks(html: string, lang: Lang): string {
  return html.replace(/href="(\/(?!\/)[^"]*)"/g, (_match, path: string) => {
    const href = getPathname({ href: path.replace(/&amp;/g, '&'), locale: lang });
    return `href="${href.replace(/&/g, '&amp;')}"`;
  });
}

export function toSummary(data: Omit<CmsArticle, 'body' | 'key'>, lang: Lang): ArticleSummary {
  return {
    id: data.id,
    introId: data.intro_id,
    lang: data.lang,
    translated: data.lang !== lang,
    title: data.title,
    summary: data.summary,
    publishedAt: new Date(data.published_at),
  };
}

export function toArticle(data: CmsArticle, lang: Lang): Article {
  return { ...toSummary(data, lang), key: data.key, html: localizeLinks(data.body, lang) };
}

/** Unknown articles (404) and malformed references (-1) are both "no such page" to a reader. */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiClientError && (error.code === 404 || error.code === -1)) return null;
    throw error;
  }
}
