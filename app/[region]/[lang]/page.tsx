import type { Metadata } from 'next';
import { alternates } from '@/lib/site/seo';
import { HomePage } from './_components/home/home-page';
import { siteParams, type SiteParams } from './params';

// The same for every visitor: kept and served from cache, rendered again at most every 5 minutes
// so news and content changes show (layout.tsx: nothing is rendered at build).
export const revalidate = 300;

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { lang } = await siteParams(params);
  return { alternates: alternates(lang, '/') };
}

/** The home without a search in its address; search links go to ./home-with-search (proxy.ts). */
export default async function Home({ params }: { params: Promise<SiteParams> }) {
  const { lang } = await siteParams(params);
  return <HomePage lang={lang} query={{}} />;
}
