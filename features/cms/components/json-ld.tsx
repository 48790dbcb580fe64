import { getTranslations } from 'next-intl/server';
import { LANG_TAG } from '@/lib/i18n/locales';
import type { Article } from '../types';

/** schema.org structured data for an article page, so search engines can show it as one. */
export async function ArticleJsonLd({
  article,
  type,
}: {
  article: Article;
  type: 'Article' | 'NewsArticle';
}) {
  const t = await getTranslations('meta');
  const data = {
    '@context': 'https://schema.org',
    '@type': type,
    headline: article.title,
    description: article.summary || undefined,
    datePublished: article.publishedAt.toISOString(),
    inLanguage: LANG_TAG[article.lang],
    publisher: { '@type': 'Organization', name: t('siteName') },
  };
  // '<' is escaped so no text in an article can close the script element early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
