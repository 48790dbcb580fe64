import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getArticleQueryOptions } from '@/features/cms/api/get-article';
import { ArticleView } from '@/features/cms/components/article-view';
import { ArticleJsonLd } from '@/features/cms/components/json-ld';
import { RentRulesNav } from '@/features/cms/components/rent-rules-nav';
import { articleMetadata } from '@/features/cms/metadata';
import { isRentRuleCountry } from '@/features/cms/routes';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import { CMS_KEYS, type RentRuleCountry } from '@/lib/cms-keys';
import type { Lang } from '@/lib/i18n/locales';
import { siteParams, type SiteParams } from '../../params';

type Props = { params: Promise<SiteParams & { country: string }> };

// The same for every visitor: rendered on its first request, then kept and served from cache, and
// rendered again at most every 5 minutes so content changes show (see the [lang] layout).
export const revalidate = 300;
export const generateStaticParams = () => [];

/** The country's rules, read once for the page and its metadata. */
const readArticle = (lang: Lang, country: RentRuleCountry) =>
  getServerQueryClient().fetchQuery(
    getArticleQueryOptions(serverApiFor(lang), { lang, key: CMS_KEYS.rentRules(country) }),
  );

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ lang }, { country }] = await Promise.all([siteParams(params), params]);
  if (!isRentRuleCountry(country)) return {};
  return articleMetadata(await readArticle(lang, country), lang, `/rent_rules/${country}`);
}

/** /rent_rules/{US|NZ|TH}: a country's rental rules, with links to the other countries'. */
export default async function RentRulesPage({ params }: Props) {
  const [{ lang }, { country }] = await Promise.all([siteParams(params), params]);
  setRequestLocale(lang);
  if (!isRentRuleCountry(country)) notFound();
  const article = await readArticle(lang, country);
  if (!article) notFound();
  return (
    <ArticleView article={article}>
      <ArticleJsonLd article={article} type="Article" />
      <RentRulesNav current={country} />
    </ArticleView>
  );
}
