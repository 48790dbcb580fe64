import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import type { Api } from '@/lib/site/api/transport';
import type { Lang } from '@/lib/i18n/locales';
import { getCarListQueryOptions, type CarListRequest } from '../api/get-car-list';
import { filterFacts } from '../filter';
import { CarCard } from './car-card';
import { CarListFilters } from './car-list-filters';
import { EmptyState } from './empty-state';
import { ExpiryNotice } from './expiry-notice';
import { CarIconSprite } from './icons';
import { SearchRefused } from './search-refused';

/**
 * The search's answer: the cards with their filters, the empty state (change time or branch), or
 * the store's refusal. Cards render on the server; the client part only filters and orders them.
 * It reads the list itself, so the page around it streams first (the page's Suspense).
 */
export async function CarListResults({
  api,
  request,
  lang,
  chooseHref,
  modifyHref,
}: {
  /** the page's reader (its region and language) */
  api: Api;
  request: CarListRequest;
  lang: Lang;
  /** the car detail link of a car: /book/{store_info}/{sku_id}?{the search} */
  chooseHref: (skuId: number) => string;
  modifyHref: string;
}) {
  const result = await getServerQueryClient().fetchQuery(getCarListQueryOptions(api, request));
  if (!result.ok) return <SearchRefused refusal={result.refusal} modifyHref={modifyHref} />;
  const { view } = result;
  if (view.offers.length === 0) return <EmptyState modifyHref={modifyHref} />;

  const cards = Object.fromEntries(
    view.offers.map((offer) => [
      offer.skuId,
      <CarCard
        key={offer.skuId}
        offer={offer}
        lang={lang}
        rentDays={view.rentDays}
        chooseHref={chooseHref(offer.skuId)}
      />,
    ]),
  );
  return (
    <>
      <ExpiryNotice expiredTime={view.expiredTime} />
      <CarIconSprite />
      <CarListFilters offers={view.offers.map(filterFacts)} cards={cards} currency={view.paymentCurrency} />
    </>
  );
}
