import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CurrencyRefresh } from '@/components/currency-refresh';
import { isExpired } from '@/features/car-detail/api/get-car-detail';
import { CarHeader } from '@/features/car-detail/components/car-header';
import { PackageComparison } from '@/features/car-detail/components/package-comparison';
import { SearchExpiry } from '@/features/car-detail/components/search-expiry';
import { TripSummary } from '@/features/car-detail/components/trip-summary';
import { payModeSchema } from '@/lib/api/contract/car';
import { carListHref, PAY_MODE_PARAM } from '@/lib/booking-flow/routes';
import { queryReader } from '@/lib/rent-info/query-fields';
import { detailMetadata, loadDetail, type DetailProps } from '../_components/load';
import { DetailNotice } from '../_components/notices';
import { PageShell } from '../_components/page-shell';

export async function generateMetadata(props: DetailProps): Promise<Metadata> {
  const { lang, result } = await loadDetail(props);
  return detailMetadata(result, lang);
}

/** /book/{store_info}/{sku_id}: the car and every package, tiers side by side (spec §2, §3). */
export default async function CarDetailPage(props: DetailProps) {
  const { lang, query, result } = await loadDetail(props);
  setRequestLocale(lang);
  if (result.status !== 'ok') return <DetailNotice result={result} />;

  const t = await getTranslations('carDetail');
  const { detail, search } = result;
  const payMode = payModeSchema.safeParse(queryReader(query)(PAY_MODE_PARAM));
  return (
    <PageShell step="car">
      <SearchExpiry
        key={detail.expired_time}
        expiredTime={detail.expired_time}
        initiallyExpired={isExpired(detail)}
      />
      <CurrencyRefresh />
      <TripSummary
        detail={detail}
        changeHref={carListHref(search.storeInfo, search.query)}
        changeLabel={t('trip.changeCar')}
      />
      <CarHeader car={detail.car} />
      <PackageComparison
        car={{ packObj: detail.car.packObj, packArr: detail.car.packArr }}
        rentDays={detail.rent_days}
        storeInfo={search.storeInfo}
        skuId={detail.car.sku_id}
        query={search.query}
        initialPayMode={payMode.success ? payMode.data : undefined}
      />
    </PageShell>
  );
}
