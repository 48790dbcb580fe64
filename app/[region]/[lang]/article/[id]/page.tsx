import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/locales';
import { getArticleQueryOptions } from '@/features/cms/api/get-article';
import { getArticleByIdQueryOptions } from '@/features/cms/api/get-article-by-id';
import { ArticleView } from '@/features/cms/components/article-view';
import { ArticleJsonLd } from '@/features/cms/components/json-ld';
import { articleMetadata } from '@/features/cms/metadata';
import { articleRef } from '@/features/cms/routes';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import { siteParams, type SiteParams } from '../../params';

type Props = { params: Promise<SiteParams & { id: string }> };

/** /article/{cms_id} (digits only) or /article/{key}, read once for the page and its metadata. */
function load(lang: Lang, segment: string) {
  const ref = articleRef(segment);
  const api = serverApiFor(lang);
  const queries = getServerQueryClient();
  return 'id' in ref
    ? queries.fetchQuery(getArticleByIdQueryOptions(api, { lang, id: ref.id }))
    : queries.fetchQuery(getArticleQueryOptions(api, { lang, key: ref.key }));
}

// The same for every visitor: rendered on its first request, then kept and served from cache, and
// rendered again at most every 5 minutes so content changes show (see the [lang] layout).
export const revalidate = 300;
export const generateStaticParams = () => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ lang }, { id }] = await Promise.all([siteParams(params), params]);
  return articleMetadata(await load(lang, id), lang, `/article/${id}`);
}

export default async function CmsArticlePage({ params }: Props) {
  const [{ lang }, { id }] = await Promise.all([siteParams(params), params]);
  setRequestLocale(lang);
  const article = await load(lang, id);
  if (!article) notFound();
  const isNews = article.key === 'news' && article.introId !== '';
  return (
    <ArticleView article={article} showDate={isNews}>
      <ArticleJsonLd article={article} type={isNews ? 'NewsArticle' : 'Article'} />
    </ArticleView>
  );
}
