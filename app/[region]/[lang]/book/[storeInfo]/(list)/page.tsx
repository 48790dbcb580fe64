import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { BookingStepper } from '@/components/booking-stepper';
import { getAdData } from '@/features/car-list/api/get-ad-data';
import { getBanners } from '@/features/car-list/api/get-banners';
import { BannerStrip } from '@/features/car-list/components/banner-strip';
import styles from '@/features/car-list/components/car-list-page.module.css';
import { CarListResults } from '@/features/car-list/components/car-list-results';
import { CarListSkeleton } from '@/features/car-list/components/car-list-skeleton';
import { CurrencyRefresh } from '@/features/car-list/components/currency-refresh';
import { SearchSummary } from '@/features/car-list/components/search-summary';
import { StoreNotices } from '@/features/car-list/components/store-notices';
import { getServerGlobalConfig } from '@/lib/api/server-global-config';
import { redirect } from '@/lib/i18n/navigation';
import { DEFAULT_CURRENCY, LANG_TO_LOCALE, type Lang } from '@/lib/i18n/locales';
import { decodeRentInfo, rentInfoQueryString, toCarListQuery } from '@/lib/rent-info/codec';
import { formatStoreInfoSegment, parseStoreInfoSegment } from '@/lib/rent-info/store-info';
import { storeLookupFromConfig } from '@/lib/rent-info/store-lookup';
import { alternates } from '@/lib/seo';
import { COOKIES } from '@/lib/store/cookies';
import { siteParams, type SiteParams } from '../../../params';

type SearchParams = Record<string, string | string[] | undefined>;
type Props = {
  params: Promise<SiteParams & { storeInfo: string }>;
  searchParams: Promise<SearchParams>;
};

/** The search of the link: the stores of the path, the rest of the query (docs/deep-links.md). */
async function readSearch(storeInfo: string, query: SearchParams) {
  const config = await getServerGlobalConfig();
  const rentInfo = decodeRentInfo(query, {
    now: new Date(),
    lookupStore: storeLookupFromConfig(config.storeInfo),
    path: parseStoreInfoSegment(storeInfo),
  });
  const segment = formatStoreInfoSegment(rentInfo.pickup_location, rentInfo.drop_off_location);
  return { config, rentInfo, segment };
}

function queryString(query: SearchParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      params.append(key, item);
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The visitor's payment currency: the `currency` cookie, else the language's default (spec §9). */
const paymentCurrency = (cookie: string | undefined, lang: Lang) =>
  cookie && /^[A-Z]{3}$/.test(cookie) ? cookie : DEFAULT_CURRENCY[lang];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await siteParams(params);
  const { storeInfo } = await params;
  const [{ config, rentInfo, segment }, t] = await Promise.all([
    readSearch(storeInfo, {}),
    getTranslations({ locale: lang, namespace: 'carList' }),
  ]);
  const store = config.storeInfo[rentInfo.pickup_location]?.label[lang] ?? rentInfo.pickup_location;
  return {
    title: t('metaTitle', { store }),
    description: t('metaDescription', { store }),
    alternates: alternates(lang, `/book/${segment}`),
  };
}

/** /book/{store_info}: the car list of a search, server-rendered (spec §2, step two of the flow). */
export default async function CarListPage({ params, searchParams }: Props) {
  const { region, lang } = await siteParams(params);
  setRequestLocale(lang);
  const [{ storeInfo }, query, jar] = await Promise.all([params, searchParams, cookies()]);
  const { config, rentInfo, segment } = await readSearch(storeInfo, query);
  // An alias, lower case or a store that fell back: the address says what the page shows.
  if (segment !== storeInfo) redirect({ href: `/book/${segment}${queryString(query)}`, locale: lang });

  const pickup = rentInfo.pickup_location;
  const dropOff = rentInfo.drop_off_location;
  const storeName = (code: string) => config.storeInfo[code]?.label[lang] ?? code;
  const search = rentInfoQueryString(rentInfo, query);
  const modifyHref = `/book?${search}`;
  const listParams = {
    region,
    currency: paymentCurrency(jar.get(COOKIES.currency)?.value, lang),
    locale: LANG_TO_LOCALE[lang],
  };
  const [t, notices, banners] = await Promise.all([
    getTranslations('carList'),
    getAdData(pickup, lang),
    getBanners(pickup, dropOff, lang),
  ]);

  return (
    <main className={styles.main}>
      <BookingStepper current="car" />
      <h1 className={styles.heading}>{t('title', { store: storeName(pickup) })}</h1>
      <SearchSummary
        rentInfo={rentInfo}
        storeNames={{ pickup: storeName(pickup), dropOff: storeName(dropOff) }}
        lang={lang}
        modifyHref={modifyHref}
      />
      <StoreNotices notices={notices} />
      <BannerStrip banners={banners} />
      <CurrencyRefresh />
      <Suspense fallback={<CarListSkeleton />}>
        <CarListResults
          query={toCarListQuery(rentInfo)}
          params={listParams}
          lang={lang}
          chooseHref={(skuId) => `/book/${segment}/${skuId}?${search}`}
          modifyHref={modifyHref}
        />
      </Suspense>
    </main>
  );
}
