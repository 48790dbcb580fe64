import { setRequestLocale } from 'next-intl/server';
import { SearchSlot } from '@/features/search/components/search-slot';
import { DatesReplacedNotice } from '@/components/dates-replaced-notice';
import { initialSearch } from '@/features/search/initial-rent-info';
import { getServerGlobalConfig } from '@/lib/site/api/server-global-config';
import { datesReplacedQuery, readDatesReplaced } from '@/lib/site/booking-flow/dates-replaced';
import { redirect } from '@/lib/site/i18n/navigation';
import type { Lang } from '@/lib/i18n/locales';
import { rentInfoQueryString, type QueryInput } from '@/lib/rent-info/codec';
import { CityStays } from './city-stays';
import { FastPass } from './fast-pass';
import { Hero } from './hero';
import { latestNews } from './latest-news';
import { Partners } from './partners';
import { PressRoom } from './press-room';
import { SellingPoints } from './selling-points';
import { StoreLocations } from './store-locations';
import { UserReviews } from './user-reviews';
import styles from './home-page.module.css';

/**
 * The home page: the sections of spec §1, in order; the search feature renders into the hero. With
 * no search in its address (`query` empty) it is the same for every visitor and is kept and served
 * from cache (../../page.tsx); a search link opens it through ../../home-with-search, which reads
 * the query (proxy.ts sends it there).
 */
export async function HomePage({ lang, query }: { lang: Lang; query: QueryInput }) {
  setRequestLocale(lang);
  const [config, news] = await Promise.all([getServerGlobalConfig(), latestNews(lang)]);
  const { rentInfo, datesReplaced } = initialSearch(query, config);
  // A link whose dates could not be used: the address shows the dates the form starts from, and why.
  if (datesReplaced) {
    const canonical = rentInfoQueryString(rentInfo, query);
    redirect({ href: `/?${datesReplacedQuery(canonical, datesReplaced)}`, locale: lang });
  }
  const replaced = readDatesReplaced(query);
  return (
    <main className={styles.main}>
      <Hero
        search={
          <>
            {replaced && <DatesReplacedNotice reason={replaced} rentInfo={rentInfo} lang={lang} />}
            <SearchSlot initial={rentInfo} lang={lang} config={config} query={query} />
          </>
        }
      />
      <SellingPoints />
      <FastPass />
      <UserReviews lang={lang} />
      <CityStays config={config} lang={lang} />
      <PressRoom lang={lang} headlines={news} />
      <StoreLocations config={config} lang={lang} />
      <Partners />
    </main>
  );
}
