import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { CurrencyRefresh } from '@/components/currency-refresh';
import { DatesReplacedNotice } from '@/components/dates-replaced-notice';
import { CarHeader } from '@/features/car-detail/components/car-header';
import { ChoosePackage } from '@/features/car-detail/components/choose-package';
import { PackageSummary } from '@/features/car-detail/components/package-summary';
import { SearchExpiry } from '@/features/car-detail/components/search-expiry';
import { TripSummary } from '@/features/car-detail/components/trip-summary';
import { isExpired } from '@/features/car-detail/expiry';
import { carListHref } from '@/lib/site/booking-flow/routes';
import type { Lang } from '@/lib/i18n/locales';
import type { DatesReplaced } from '@/lib/rent-info/codec';
import { packageChoice, type ChosenPlan, type Found } from './load';

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
  billBeside = false,
}: {
  result: Found;
  plan: ChosenPlan;
  carHeading: 'h1' | 'h2';
  actions: ReactNode;
  lang: Lang;
  /** why the link's dates were replaced (after the redirect that says so), else null */
  datesReplaced: DatesReplaced | null;
  /** the fill-in step: the booking's live bill is beside the package, which reads its amounts from it */
  billBeside?: boolean;
}) {
  const t = await getTranslations('carDetail');
  const { view, search } = result;
  return (
    <>
      <SearchExpiry
        key={view.expiredTime}
        expiredTime={view.expiredTime}
        initiallyExpired={isExpired(view)}
      />
      <CurrencyRefresh renderedWith={view.paymentCurrency} />
      {datesReplaced && <DatesReplacedNotice reason={datesReplaced} rentInfo={search.rentInfo} lang={lang} />}
      <ChoosePackage choice={packageChoice(result, plan)} />
      <TripSummary
        trip={view.trip}
        changeHref={carListHref(search.storeInfo, search.query)}
        changeLabel={t('trip.changeCar')}
      />
      <CarHeader car={view.car} compact headingLevel={carHeading} />
      <PackageSummary
        pkg={plan.offer}
        rentDays={view.trip.rentDays}
        flow={{ skuId: view.skuId, query: search.query }}
        actions={actions}
        billBeside={billBeside}
      />
    </>
  );
}
