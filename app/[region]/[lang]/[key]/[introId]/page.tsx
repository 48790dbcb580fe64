import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getArticleQueryOptions } from '@/features/cms/api/get-article';
import { ArticleView } from '@/features/cms/components/article-view';
import { BackLink } from '@/features/cms/components/back-link';
import { ArticleJsonLd } from '@/features/cms/components/json-ld';
import { articleMetadata } from '@/features/cms/metadata';
import { isIntroKey } from '@/features/cms/routes';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import type { Lang } from '@/lib/i18n/locales';
import { siteParams, type SiteParams } from '../../params';

type Props = { params: Promise<SiteParams & { key: string; introId: string }> };

// The same for every visitor: rendered on its first request, then kept and served from cache, and
// rendered again at most every 5 minutes so content changes show (see the [lang] layout).
export const revalidate = 300;
export const generateStaticParams = () => [];

/** The item's article, read once for the page and its metadata. */
const readArticle = (lang: Lang, key: string, introId: string) =>
  getServerQueryClient().fetchQuery(getArticleQueryOptions(serverApiFor(lang), { lang, key, introId }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ lang }, { key, introId }] = await Promise.all([siteParams(params), params]);
  if (!isIntroKey(key)) return {};
  return articleMetadata(await readArticle(lang, key, introId), lang, `/${key}/${introId}`);
}

/** /{key}/{introID}: an item under an intro key, e.g. a press release or an open role. */
export default async function IntroItemPage({ params }: Props) {
  const [{ lang }, { key, introId }] = await Promise.all([siteParams(params), params]);
  setRequestLocale(lang);
  if (!isIntroKey(key)) notFound();
  const [article, t] = await Promise.all([readArticle(lang, key, introId), getTranslations('cms')]);
  if (!article) notFound();
  const isNews = key === 'news';
  const kind = isNews || key === 'recruit' ? key : 'other';
  return (
    <ArticleView
      article={article}
      showDate={isNews}
      nav={<BackLink href={`/${key}`} label={t(`backTo.${kind}`)} />}
    >
      <ArticleJsonLd article={article} type={isNews ? 'NewsArticle' : 'Article'} />
    </ArticleView>
  );
}
