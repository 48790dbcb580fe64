import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getArticleQueryOptions } from '@/features/cms/api/get-article';
import { IntroduceView } from '@/features/cms/components/introduce-view';
import { ArticleJsonLd } from '@/features/cms/components/json-ld';
import { articleMetadata } from '@/features/cms/metadata';
import { isIntroduceProduct } from '@/features/cms/routes';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import { CMS_KEYS, type IntroduceProduct } from '@/lib/cms-keys';
import type { Lang } from '@/lib/i18n/locales';
import { siteParams, type SiteParams } from '../../params';

type Props = { params: Promise<SiteParams & { product: string }> };

// The same for every visitor: rendered on its first request, then kept and served from cache, and
// rendered again at most every 5 minutes so content changes show (see the [lang] layout).
export const revalidate = 300;
export const generateStaticParams = () => [];

/** The product's article, read once for the page and its metadata. */
const readArticle = (lang: Lang, product: IntroduceProduct) =>
  getServerQueryClient().fetchQuery(
    getArticleQueryOptions(serverApiFor(lang), { lang, key: CMS_KEYS.introduce(product) }),
  );

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ lang }, { product }] = await Promise.all([siteParams(params), params]);
  if (!isIntroduceProduct(product)) return {};
  return articleMetadata(await readArticle(lang, product), lang, `/introduce/${product}`);
}

/** /introduce/zzyc and /introduce/zzycp: the self-service products. */
export default async function IntroducePage({ params }: Props) {
  const [{ lang }, { product }] = await Promise.all([siteParams(params), params]);
  setRequestLocale(lang);
  if (!isIntroduceProduct(product)) notFound();
  const article = await readArticle(lang, product);
  if (!article) notFound();
  return (
    <IntroduceView article={article} product={product}>
      <ArticleJsonLd article={article} type="Article" />
    </IntroduceView>
  );
}
