import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { SearchForm } from '@/features/search/components/search-form';
import { searchStores } from '@/features/search/store-options';
import { hasSearchQuery, initialRentInfo } from '@/features/search/initial-rent-info';
import { getServerGlobalConfig } from '@/lib/api/server-global-config';
import { alternates } from '@/lib/seo';
import { CityStays } from './_components/home/city-stays';
import { FastPass } from './_components/home/fast-pass';
import { Hero } from './_components/home/hero';
import { latestNews } from './_components/home/latest-news';
import { Partners } from './_components/home/partners';
import { PressRoom } from './_components/home/press-room';
import { SellingPoints } from './_components/home/selling-points';
import { StoreLocations } from './_components/home/store-locations';
import { UserReviews } from './_components/home/user-reviews';
import { siteParams, type SiteParams } from './params';
import styles from './page.module.css';

/** The home page: the sections of spec §1, in order. The search feature renders into the hero. */
export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { lang } = await siteParams(params);
  return { alternates: alternates(lang, '/') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function HomePage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: SearchParams;
}) {
  const { lang } = await siteParams(params);
  setRequestLocale(lang);
  const [config, news, query] = await Promise.all([getServerGlobalConfig(), latestNews(lang), searchParams]);
  return (
    <main className={styles.main}>
      <Hero
        search={
          <SearchForm
            initial={initialRentInfo(query, config)}
            stores={searchStores(config, lang)}
            lang={lang}
            restoreLastSearch={!hasSearchQuery(query)}
          />
        }
      />
      <SellingPoints />
      <FastPass />
      <UserReviews lang={lang} />
      <CityStays />
      <PressRoom lang={lang} headlines={news} />
      <StoreLocations config={config} lang={lang} />
      <Partners />
    </main>
  );
}
