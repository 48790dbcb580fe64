import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CMS_KEYS } from '@/lib/api/contract/cms';
import { getArticle } from '@/features/cms/api/get-article';
import { IntroduceView } from '@/features/cms/components/introduce-view';
import { ArticleJsonLd } from '@/features/cms/components/json-ld';
import { articleMetadata } from '@/features/cms/metadata';
import { isIntroduceProduct } from '@/features/cms/routes';
import { siteParams, type SiteParams } from '../../params';

type Props = { params: Promise<SiteParams & { product: string }> };

// The same for every visitor: rendered on its first request, then kept and served from cache, and
// rendered again at most every 5 minutes so content changes show (see the [lang] layout).
export const revalidate = 300;
export const generateStaticParams = () => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ lang }, { product }] = await Promise.all([siteParams(params), params]);
  if (!isIntroduceProduct(product)) return {};
  return articleMetadata(await getArticle(lang, CMS_KEYS.introduce(product)), lang, `/introduce/${product}`);
}

/** /introduce/zzyc and /introduce/zzycp: the self-service products. */
export default async function IntroducePage({ params }: Props) {
  const [{ lang }, { product }] = await Promise.all([siteParams(params), params]);
  setRequestLocale(lang);
  if (!isIntroduceProduct(product)) notFound();
  const article = await getArticle(lang, CMS_KEYS.introduce(product));
  if (!article) notFound();
  return (
    <IntroduceView article={article} product={product}>
      <ArticleJsonLd article={article} type="Article" />
    </IntroduceView>
  );
}
