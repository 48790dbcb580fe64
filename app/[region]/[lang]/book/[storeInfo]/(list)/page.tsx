import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { BookingStepper } from '@/components/booking-stepper';
import { CampaignSearchBeacon } from '@/features/campaign/components/campaign-search-beacon';
import { CurrencyRefresh } from '@/components/currency-refresh';
import { DatesReplacedNotice } from '@/components/dates-replaced-notice';
import { DropOffRefusedNotice } from '@/components/drop-off-refused-notice';
import { getAdDataQueryOptions } from '@/features/car-list/api/get-ad-data';
import { getBannersQueryOptions } from '@/features/car-list/api/get-banners';
import { BannerStrip } from '@/features/car-list/components/banner-strip';
import styles from '@/features/car-list/components/car-list-page.module.css';
import { CarListResults } from '@/features/car-list/components/car-list-results';
import { CarListSkeleton } from '@/features/car-list/components/car-list-skeleton';
import { SearchSummary } from '@/features/car-list/components/search-summary';
import { StoreNotices } from '@/features/car-list/components/store-notices';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerGlobalConfig } from '@/lib/site/api/server-global-config';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import {
  readBookingSearch,
  replacedSearchQuery,
  searchParamsQuery,
  type SearchParams,
} from '@/lib/site/booking-flow/booking-search';
import { readDatesReplaced } from '@/lib/site/booking-flow/dates-replaced';
import { readDropOffRefused } from '@/lib/site/booking-flow/drop-off-refused';
import { readPaymentCurrency } from '@/lib/site/booking-flow/request-payment-currency';
import { carDetailHref, carListHref, searchFormHref } from '@/lib/site/booking-flow/routes';
import { redirect } from '@/lib/site/i18n/navigation';
import type { Lang } from '@/lib/i18n/locales';
import { toCarListQuery } from '@/lib/rent-info/codec';
import { alternates } from '@/lib/site/seo';
import { siteParams, type SiteParams } from '../../../params';

// Rendered for each request: it reads the request (its address, or the visitor's session).
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<SiteParams & { storeInfo: string }>;
  searchParams: Promise<SearchParams>;
};

/** The store's name in the page's language (its code when the config does not know it). */
async function storeNames(lang: Lang) {
  const config = await getServerGlobalConfig();
  return (code: string) => config.storeInfo[code]?.label[lang] ?? code;
}

/** The drivers' ages a store accepts, from the config. */
async function ageRangeOf(code: string) {
  const store = (await getServerGlobalConfig()).storeInfo[code];
  return store && { min: store.driver_age.min, max: store.driver_age.max };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await siteParams(params);
  const { storeInfo } = await params;
  const [search, storeName, t] = await Promise.all([
    readBookingSearch(storeInfo, ''),
    storeNames(lang),
    getTranslations({ locale: lang, namespace: 'carList' }),
  ]);
  const store = storeName(search.rentInfo.pickup_location);
  return {
    title: t('metaTitle', { store }),
    description: t('metaDescription', { store }),
    alternates: alternates(lang, carListHref(search.storeInfo, '')),
  };
}

/**
 * /book/{store_info}: the car list of a search, server-rendered (spec §2, step two of the flow). The
 * link's stores, dates, age and utm keys are read as docs/deep-links.md describes.
 */
export default async function CarListPage({ params, searchParams }: Props) {
  const { lang } = await siteParams(params);
  setRequestLocale(lang);
  const [{ storeInfo }, searchParamsRecord] = await Promise.all([params, searchParams]);
  const query = searchParamsQuery(searchParamsRecord);
  const [booking, storeName, currency] = await Promise.all([
    readBookingSearch(storeInfo, query),
    storeNames(lang),
    readPaymentCurrency(lang),
  ]);
  const { rentInfo, storeInfo: segment, query: search } = booking;
  // An alias, lower case, a store that fell back, dates replaced by the defaults or a drop-off store
  // the pick-up store does not allow: the address says what the page shows (and, when the link's
  // dates or drop-off were not used, why).
  if (booking.datesReplaced || booking.dropOffRefused) {
    redirect({ href: carListHref(segment, replacedSearchQuery(booking)), locale: lang });
  }
  if (segment !== storeInfo) redirect({ href: carListHref(segment, query), locale: lang });
  const replacedNotice = readDatesReplaced(query);
  const refusedDropOff = readDropOffRefused(query);

  const pickup = rentInfo.pickup_location;
  const dropOff = rentInfo.drop_off_location;
  const modifyHref = searchFormHref(search);
  const api = serverApiFor(lang);
  const queries = getServerQueryClient();
  const [t, notices, banners, ageRange] = await Promise.all([
    getTranslations('carList'),
    queries.fetchQuery(getAdDataQueryOptions(api, { store: pickup, lang })),
    queries.fetchQuery(getBannersQueryOptions(api, { store: pickup, dropStore: dropOff })),
    ageRangeOf(pickup),
  ]);

  return (
    <main className={styles.main}>
      <BookingStepper current="car" />
      <h1 className={styles.heading}>{t('title', { store: storeName(pickup) })}</h1>
      {replacedNotice && <DatesReplacedNotice reason={replacedNotice} rentInfo={rentInfo} lang={lang} />}
      {refusedDropOff && (
        <DropOffRefusedNotice refused={refusedDropOff} pickup={rentInfo.pickup_location} lang={lang} />
      )}
      <SearchSummary
        rentInfo={rentInfo}
        storeNames={{ pickup: storeName(pickup), dropOff: storeName(dropOff) }}
        lang={lang}
        modifyHref={modifyHref}
        ageRange={ageRange}
      />
      <StoreNotices notices={notices} />
      <BannerStrip banners={banners} />
      <CurrencyRefresh renderedWith={currency} />
      {/* The page may come from the page cache: the browser counts a campaign's search. */}
      <CampaignSearchBeacon store={pickup} search={JSON.stringify(toCarListQuery(rentInfo))} />
      <Suspense fallback={<CarListSkeleton />}>
        <CarListResults
          api={api}
          request={{ query: toCarListQuery(rentInfo), currency }}
          lang={lang}
          chooseHref={(skuId) => carDetailHref(segment, skuId, search)}
          modifyHref={modifyHref}
        />
      </Suspense>
    </main>
  );
}
