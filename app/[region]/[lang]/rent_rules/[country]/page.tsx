import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CMS_KEYS } from '@/lib/api/contract/cms';
import { getArticle } from '@/features/cms/api/get-article';
import { ArticleView } from '@/features/cms/components/article-view';
import { ArticleJsonLd } from '@/features/cms/components/json-ld';
import { RentRulesNav } from '@/features/cms/components/rent-rules-nav';
import { articleMetadata } from '@/features/cms/metadata';
import { isRentRuleCountry } from '@/features/cms/routes';
import { siteParams, type SiteParams } from '../../params';

type Props = { params: Promise<SiteParams & { country: string }> };

// The same for every visitor: rendered on its first request, then kept and served from cache, and
// rendered again at most every 5 minutes so content changes show (see the [lang] layout).
export const revalidate = 300;
export const generateStaticParams = () => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ lang }, { country }] = await Promise.all([siteParams(params), params]);
  if (!isRentRuleCountry(country)) return {};
  return articleMetadata(await getArticle(lang, CMS_KEYS.rentRules(country)), lang, `/rent_rules/${country}`);
}

/** /rent_rules/{US|NZ|TH}: a country's rental rules, with links to the other countries'. */
export default async function RentRulesPage({ params }: Props) {
  const [{ lang }, { country }] = await Promise.all([siteParams(params), params]);
  setRequestLocale(lang);
  if (!isRentRuleCountry(country)) notFound();
  const article = await getArticle(lang, CMS_KEYS.rentRules(country));
  if (!article) notFound();
  return (
    <ArticleView article={article}>
      <ArticleJsonLd article={article} type="Article" />
      <RentRulesNav current={country} />
    </ArticleView>
  );
}
