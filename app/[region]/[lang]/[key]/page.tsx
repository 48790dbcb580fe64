import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getArticleQueryOptions } from '@/features/cms/api/get-article';
import { getListQueryOptions } from '@/features/cms/api/get-list';
import { ArticleView } from '@/features/cms/components/article-view';
import { ArticleJsonLd } from '@/features/cms/components/json-ld';
import { NewsList } from '@/features/cms/components/news-list';
import { articleMetadata } from '@/features/cms/metadata';
import { isIntroKey } from '@/features/cms/routes';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import type { Lang } from '@/lib/i18n/locales';
import { siteParams, type SiteParams } from '../params';

type Props = { params: Promise<SiteParams & { key: string }> };

// The same for every visitor: rendered on its first request, then kept and served from cache, and
// rendered again at most every 5 minutes so content changes show (see the [lang] layout).
export const revalidate = 300;
export const generateStaticParams = () => [];

/** The key's article, read once for the page and its metadata. */
const readArticle = (lang: Lang, key: string) =>
  getServerQueryClient().fetchQuery(getArticleQueryOptions(serverApiFor(lang), { lang, key }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ lang }, { key }] = await Promise.all([siteParams(params), params]);
  return isIntroKey(key) ? articleMetadata(await readArticle(lang, key), lang, `/${key}`) : {};
}

/** /{key}: an intro article (about us, press room, join us, ...) and the items under it. */
export default async function IntroArticlePage({ params }: Props) {
  const [{ lang }, { key }] = await Promise.all([siteParams(params), params]);
  setRequestLocale(lang);
  if (!isIntroKey(key)) notFound();
  const [article, items, t] = await Promise.all([
    readArticle(lang, key),
    getServerQueryClient().fetchQuery(getListQueryOptions(serverApiFor(lang), { lang, key })),
    getTranslations('cms'),
  ]);
  if (!article) notFound();
  const kind = key === 'news' || key === 'recruit' ? key : 'other';
  return (
    <ArticleView article={article}>
      {/* The press room is a list, not an article of its own. */}
      {key !== 'news' && <ArticleJsonLd article={article} type="Article" />}
      {items.length > 0 && (
        <NewsList cmsKey={key} heading={t(`listTitle.${kind}`)} items={items} showDates={key === 'news'} />
      )}
    </ArticleView>
  );
}
