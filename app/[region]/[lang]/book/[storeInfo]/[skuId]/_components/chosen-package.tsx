import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { CurrencyRefresh } from '@/components/currency-refresh';
import { DatesReplacedNotice } from '@/components/dates-replaced-notice';
import { isExpired } from '@/features/car-detail/api/get-car-detail';
import { CarHeader } from '@/features/car-detail/components/car-header';
import { ChoosePackage } from '@/features/car-detail/components/choose-package';
import { PackageSummary } from '@/features/car-detail/components/package-summary';
import { SearchExpiry } from '@/features/car-detail/components/search-expiry';
import { TripSummary } from '@/features/car-detail/components/trip-summary';
import type { CarPackage } from '@/lib/api/contract/car';
import { carListHref } from '@/lib/booking-flow/routes';
import type { Lang } from '@/lib/i18n/locales';
import type { DatesReplaced } from '@/lib/rent-info/codec';
import { packageChoice, type Found } from './load';

/**
 * The chosen package as the plan page and the fill-in step both show it: the search's expiry, the
 * booking draft's choice, the trip, the car and the package's bill, with the page's own actions.
 */
export async function ChosenPackage({
  result,
  plan,
  carHeading,
  actions,
  lang,
  datesReplaced,
}: {
  result: Found;
  plan: { pkg: CarPackage; index: number };
  carHeading: 'h1' | 'h2';
  actions: ReactNode;
  lang: Lang;
  /** why the link's dates were replaced (after the redirect that says so), else null */
  datesReplaced: DatesReplaced | null;
}) {
  const t = await getTranslations('carDetail');
  const { detail, search } = result;
  return (
    <>
      <SearchExpiry
        key={detail.expired_time}
        expiredTime={detail.expired_time}
        initiallyExpired={isExpired(detail)}
      />
      <CurrencyRefresh renderedWith={detail.payment_currency} />
      {datesReplaced && <DatesReplacedNotice reason={datesReplaced} rentInfo={search.rentInfo} lang={lang} />}
      <ChoosePackage choice={packageChoice(result, plan)} />
      <TripSummary
        detail={detail}
        changeHref={carListHref(search.storeInfo, search.query)}
        changeLabel={t('trip.changeCar')}
      />
      <CarHeader car={detail.car} compact headingLevel={carHeading} />
      <PackageSummary
        pkg={plan.pkg}
        rentDays={detail.rent_days}
        flow={{ skuId: detail.car.sku_id, query: search.query }}
        actions={actions}
      />
    </>
  );
}
