import type { InsuranceType, PayMode } from '@/lib/api/contract/car';
import type { BookingSearch } from '@/lib/site/booking-flow/booking-search';
import { parsePackPath } from '@/lib/site/booking-flow/pack-path';
import {
  carDetailHref,
  carListHref,
  isSkuSegment,
  META_PACKAGE_PARAM,
  META_SKU_PARAMS,
  packPlanHref,
} from '@/lib/site/booking-flow/routes';
import { queryReader, type QueryInput } from '@/lib/rent-info/query-fields';

/**
 * A metasearch partner's deep link to /meta (docs/deep-links.md, '/meta'). The search
 * is read like every booking-flow link (pickup, dropoff, from, to, age, or rent_info; utm kept);
 * two parameters say which car and package the partner showed (their names are with the flow's
 * routes, lib/site/booking-flow/routes.ts, which the back office's link builder writes with).
 */
export { META_PACKAGE_PARAM, META_SKU_PARAMS };

export type PackageKey = { planGroup: InsuranceType; payMode: PayMode };

/** The car and package of a /meta link; what cannot be read counts as not given. */
export type MetaChoice = { skuId: number | undefined; pkg: PackageKey | undefined };

export function readMetaChoice(query: QueryInput): MetaChoice {
  const get = queryReader(query);
  const sku = META_SKU_PARAMS.map((key) => get(key)?.trim()).find(Boolean);
  const pkg = get(META_PACKAGE_PARAM)?.trim();
  return {
    skuId: sku && isSkuSegment(sku) ? Number(sku) : undefined,
    pkg: (pkg && parsePackPath(pkg)) || undefined,
  };
}

/**
 * What the API answered for the link's car and search: bookable with these packages, or not
 * (an sku the store does not have, no car of it free for these dates, or a search the store refuses).
 */
export type MetaCar =
  | { bookable: true; packages: readonly { plan_group: InsuranceType; pay_mode: PayMode }[] }
  | { bookable: false };

/**
 * Where a /meta link leads, without the /{region}/{lang} prefix:
 * - a bookable car and a package it offers: the plan page of that package;
 * - a bookable car (no package, or one it does not offer): the car detail;
 * - no car, an unreadable one, or one that cannot be booked for the search: the car list of the
 *   search, which shows what can be booked (or why the store refuses the search).
 * Every target carries the search as its query, utm keys included.
 */
export function metaTarget(search: BookingSearch, choice: MetaChoice, car: MetaCar | undefined): string {
  const { storeInfo, query } = search;
  if (choice.skuId === undefined || !car?.bookable) return carListHref(storeInfo, query);
  const pkg = choice.pkg;
  const offered =
    pkg && car.packages.some((key) => key.plan_group === pkg.planGroup && key.pay_mode === pkg.payMode);
  return offered
    ? packPlanHref(storeInfo, choice.skuId, { plan_group: pkg.planGroup, pay_mode: pkg.payMode }, query)
    : carDetailHref(storeInfo, choice.skuId, query);
}
