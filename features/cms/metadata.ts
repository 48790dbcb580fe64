import 'server-only';
import type { Metadata } from 'next';
import type { Lang } from '@/lib/i18n/locales';
import { alternates } from '@/lib/site/seo';
import type { Article } from './types';

/**
 * Title and description from the article, and the page's address in every language (hreflang),
 * from its path without the prefix. Nothing when the article does not exist: the page 404s.
 */
export function articleMetadata(article: Article | null, lang: Lang, href: string): Metadata {
  if (!article) return {};
  const description = article.summary || undefined;
  return {
    title: article.title,
    description,
    // Relative to the layout's metadataBase (SITE_URL).
    alternates: alternates(lang, href),
    openGraph: {
      type: 'article',
      title: article.title,
      description,
      publishedTime: article.publishedAt.toISOString(),
    },
  };
}
