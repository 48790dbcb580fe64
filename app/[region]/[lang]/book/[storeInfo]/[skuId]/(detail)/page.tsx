import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CurrencyRefresh } from '@/components/currency-refresh';
import { DatesReplacedNotice } from '@/components/dates-replaced-notice';
import { DropOffRefusedNotice } from '@/components/drop-off-refused-notice';
import { CarHeader } from '@/features/car-detail/components/car-header';
import { PackageComparison } from '@/features/car-detail/components/package-comparison';
import { SearchExpiry } from '@/features/car-detail/components/search-expiry';
import { TripSummary } from '@/features/car-detail/components/trip-summary';
import { isExpired } from '@/features/car-detail/expiry';
import { readDatesReplaced } from '@/lib/site/booking-flow/dates-replaced';
import { readDropOffRefused } from '@/lib/site/booking-flow/drop-off-refused';
import { carDetailHref, carListHref, PAY_MODE_PARAM, sameFlowPageHref } from '@/lib/site/booking-flow/routes';
import { queryReader } from '@/lib/rent-info/query-fields';
import { alternates } from '@/lib/site/seo';
import { detailMetadata, loadDetail, redirectIfSearchReplaced, type DetailProps } from '../_components/load';
import { DetailNotice } from '../_components/notices';
import { PageShell } from '../_components/page-shell';

// Rendered for each request: it reads the request (its address, or the visitor's session).
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: DetailProps): Promise<Metadata> {
  const { lang, route, result } = await loadDetail(props);
  const metadata = await detailMetadata(result, lang);
  if (result.status !== 'ok') return metadata;
  // Unlike its plan and fill-in steps, the car at its store is a page worth finding, as the car list
  // is: indexed under its address without the search, which shows the same car on default dates.
  const { robots: _oneTravellers, ...shared } = metadata;
  return { ...shared, alternates: alternates(lang, carDetailHref(route.storeInfo, Number(route.skuId), '')) };
}

/** /book/{store_info}/{sku_id}: the car and every package, tiers side by side (spec §2, §3). */
export default async function CarDetailPage(props: DetailProps) {
  const { lang, route, query, result } = await loadDetail(props);
  setRequestLocale(lang);
  redirectIfSearchReplaced(result, lang, (search) => sameFlowPageHref(route, search.storeInfo, ''));
  if (result.status !== 'ok') return <DetailNotice result={result} />;
  const replaced = readDatesReplaced(query);
  const refusedDropOff = readDropOffRefused(query);

  const t = await getTranslations('carDetail');
  const { view, search } = result;
  // The way of paying the address asks for ("change package"), when the car offers it.
  const asked = queryReader(query)(PAY_MODE_PARAM);
  const payMode = view.packages.payModes.find((mode) => mode === asked);
  return (
    <PageShell step="extras" screen="protection">
      <SearchExpiry
        key={view.expiredTime}
        expiredTime={view.expiredTime}
        initiallyExpired={isExpired(view)}
      />
      <CurrencyRefresh renderedWith={view.paymentCurrency} />
      {replaced && <DatesReplacedNotice reason={replaced} rentInfo={search.rentInfo} lang={lang} />}
      {refusedDropOff && (
        <DropOffRefusedNotice refused={refusedDropOff} pickup={search.rentInfo.pickup_location} lang={lang} />
      )}
      <TripSummary
        trip={view.trip}
        changeHref={carListHref(search.storeInfo, search.query)}
        changeLabel={t('trip.changeCar')}
      />
      <CarHeader car={view.car} />
      <PackageComparison
        packages={view.packages}
        rentDays={view.trip.rentDays}
        storeInfo={search.storeInfo}
        skuId={view.skuId}
        query={search.query}
        initialPayMode={payMode}
      />
    </PageShell>
  );
}
