import type { Metadata } from 'next';
import { alternates } from '@/lib/site/seo';
import type { QueryInput } from '@/lib/rent-info/codec';
import { HomePage } from '../_components/home/home-page';
import { siteParams, type SiteParams } from '../params';

// Rendered for each request: it reads the request (its query or the visitor's session).
export const dynamic = 'force-dynamic';

/**
 * The home page opened by a search link (/intl/en?from=…: proxy.ts rewrites it here): the form
 * starts from the link's search, rendered for the request. The address stays the home's, which is
 * also its canonical one.
 */
export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { lang } = await siteParams(params);
  return { alternates: alternates(lang, '/'), robots: { index: false } };
}

export default async function HomeWithSearch({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: Promise<QueryInput>;
}) {
  const [{ lang }, query] = await Promise.all([siteParams(params), searchParams]);
  return <HomePage lang={lang} query={query} />;
}
