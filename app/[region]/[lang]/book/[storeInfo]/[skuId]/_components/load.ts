import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCarDetailQueryOptions } from '@/features/car-detail/api/get-car-detail';
import { findPackage, offerOf } from '@/features/car-detail/packages';
import type { CarDetailResult, PackageOffer } from '@/features/car-detail/types';
import type { CarPackage } from '@/lib/api/contract/car';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import {
  replacedSearchQuery,
  searchParamsQuery,
  type SearchParams,
} from '@/lib/site/booking-flow/booking-search';
import { parsePackPath } from '@/lib/site/booking-flow/pack-path';
import { readPaymentCurrency } from '@/lib/site/booking-flow/request-payment-currency';
import type { Lang } from '@/lib/i18n/locales';
import type { PackageChoice } from '@/lib/site/store/booking-draft-slice';
import { redirect } from '@/lib/site/i18n/navigation';
import { siteParams, type SiteParams } from '../../../../params';

export type DetailParams = SiteParams & { storeInfo: string; skuId: string };

export type DetailProps<P extends DetailParams = DetailParams> = {
  params: Promise<P>;
  searchParams: Promise<SearchParams>;
};

export type Found = Extract<CarDetailResult, { status: 'ok' }>;
export type DetailNoticeResult = Exclude<CarDetailResult, { status: 'ok' }>;

/** The car of a booking-flow URL (shared by the page and its metadata: one API call per request). */
export async function loadDetail<P extends DetailParams>({
  params,
  searchParams,
}: DetailProps<P>): Promise<{ lang: Lang; route: P; query: SearchParams; result: CarDetailResult }> {
  const [{ lang }, route, query] = await Promise.all([siteParams(params), params, searchParams]);
  const request = {
    storeInfo: route.storeInfo,
    skuId: route.skuId,
    // One canonical string, so the page and its metadata ask for the same query.
    query: searchParamsQuery(query),
    currency: await readPaymentCurrency(lang),
  };
  const result = await getServerQueryClient().fetchQuery(
    getCarDetailQueryOptions(serverApiFor(lang), request),
  );
  return { lang, route, query, result };
}

/**
 * A link whose dates or drop-off store could not be used opens the same page again at the search in
 * use, saying why (lib/site/booking-flow/dates-replaced.ts, drop-off-refused.ts): the address always
 * shows the search the page shows.
 */
export function redirectIfSearchReplaced(
  result: CarDetailResult,
  lang: Lang,
  pathOf: (search: CarDetailResult['search']) => string,
) {
  const { search } = result;
  if (!search.datesReplaced && !search.dropOffRefused) return;
  redirect({ href: `${pathOf(search)}?${replacedSearchQuery(search)}`, locale: lang });
}

/**
 * A chosen package: as the API answered it (`pkg`, for the booking draft and the bill) and as this
 * feature's components show it (`offer`).
 */
export type ChosenPlan = { pkg: CarPackage; index: number; offer: PackageOffer };

export type PackageLoad = { route: DetailParams & { packPath: string }; query: SearchParams } & (
  { lang: Lang; result: DetailNoticeResult; plan: null } | { lang: Lang; result: Found; plan: ChosenPlan }
);

/**
 * The car and the package of /{pack_path}. A pack_path that names no package of this car reads like
 * the car itself being gone (spec §8: sold out, choose again).
 */
export async function loadPackage<P extends DetailParams & { packPath: string }>(
  props: DetailProps<P>,
): Promise<PackageLoad> {
  const { lang, route, query, result } = await loadDetail(props);
  if (result.status !== 'ok') return { route, query, lang, result, plan: null };
  const key = parsePackPath(route.packPath);
  const found = key && findPackage(result.detail.car, key.planGroup, key.payMode);
  const offer = key && offerOf(result.view.packages, key.planGroup, key.payMode);
  return found && offer
    ? { route, query, lang, result, plan: { ...found, offer } }
    : { route, query, lang, result: { status: 'sold_out', search: result.search }, plan: null };
}

/** Spec §4 'choosing a package': what the booking draft records for this package. */
export function packageChoice(result: Found, plan: { pkg: CarPackage; index: number }): PackageChoice {
  return {
    rentInfo: result.search.rentInfo,
    skuId: result.detail.car.sku_id,
    serviceId: result.detail.rent_info.pickup_location,
    packageIndex: plan.index,
    insuranceType: plan.pkg.insurance_type,
    insuranceId: plan.pkg.package_id,
    packageCode: plan.pkg.package_code_origin,
    payMode: plan.pkg.pay_mode,
  };
}

/**
 * 'Make Model — store'; the plan and fill-in steps are one traveller's search and price, so search
 * engines leave them out of their index (the car detail page itself is indexed: its page.tsx).
 */
export async function detailMetadata(result: CarDetailResult, lang: Lang): Promise<Metadata> {
  const robots = { index: false, follow: false };
  if (result.status !== 'ok') {
    const t = await getTranslations({ locale: lang, namespace: 'carDetail' });
    return { title: t(result.status === 'sold_out' ? 'soldOut.title' : 'refused.title'), robots };
  }
  const { car, trip } = result.view;
  return { title: `${car.facts.make} ${car.facts.model} — ${trip.pickup.store[lang]}`, robots };
}
