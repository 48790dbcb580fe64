// Types only: the home page's search form links with carListHref, and the contract's schemas would
// bring zod into its first load (parsePackPath, which needs them, is in pack-path.ts).
import type { CarPackage, InsuranceType, PayMode } from '@/lib/api/contract/car';
import { BOOKING_CHANNELS, SITE_BOOKING_CHANNEL, type BookingChannel } from '@/lib/booking-rules/channels';

/**
 * The booking flow's paths (spec §2), without the /{region}/{lang} prefix: give them to Link (or to
 * the router). Every page and feature of the flow builds its links here.
 *   /book                                                the search form (the flow's start)
 *   /book/{store_info}                                   car list
 *   /book/{store_info}/{sku_id}                          car detail
 *   /book/{store_info}/{sku_id}/{pack_path}              plan selection (the spec's trailing slash is
 *                                                        dropped: Next redirects it away)
 *   /book/{store_info}/{sku_id}/{pack_path}/{booking_com} fill-in form
 * Each carries the search as its query (rentInfoQueryString).
 */

/** The API reads sku ids of up to nine digits; anything else is 'incorrect parameter format'. */
export const isSkuSegment = (segment: string) => /^\d{1,9}$/.test(segment);

/** pack_path: the plan group and the pay method joined by a dash, e.g. full_protection-full_prepaid. */
export const formatPackPath = (planGroup: InsuranceType, payMode: PayMode) => `${planGroup}-${payMode}`;

export const isBookingChannel = (segment: string): segment is BookingChannel =>
  (BOOKING_CHANNELS as readonly string[]).includes(segment);

/** The query key that remembers the pay method shown on the car detail, so "change package" returns to it. */
export const PAY_MODE_PARAM = 'pay';

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

export const searchFormHref = (query: string) => withQuery('/book', query);

/** The segments of a booking-flow page under /book, each after the one before it. */
export type FlowSegments = {
  storeInfo: string;
  skuId?: number | string;
  packPath?: string;
  bookingCom?: string;
};

/** /book/{store_info}[/{sku_id}[/{pack_path}[/{booking_com}]]]: the one place the layout is written. */
const flowPath = ({ storeInfo, skuId, packPath, bookingCom }: FlowSegments) =>
  ['/book', storeInfo, skuId, packPath, bookingCom].filter((segment) => segment !== undefined).join('/');

export const carListHref = (storeInfo: string, query: string) => withQuery(flowPath({ storeInfo }), query);

/** The car detail; with `payMode`, opened on that pay method (the plan page's "change package"). */
export const carDetailHref = (storeInfo: string, skuId: number, query: string, payMode?: PayMode) =>
  withQuery(
    flowPath({ storeInfo, skuId }),
    payMode ? [query, `${PAY_MODE_PARAM}=${payMode}`].filter(Boolean).join('&') : query,
  );

export const packPlanHref = (storeInfo: string, skuId: number, pkg: PackageKey, query: string) =>
  withQuery(flowPath({ storeInfo, skuId, packPath: formatPackPath(pkg.plan_group, pkg.pay_mode) }), query);

export const fillInHref = (
  storeInfo: string,
  skuId: number,
  pkg: PackageKey,
  query: string,
  channel: BookingChannel = SITE_BOOKING_CHANNEL,
) =>
  withQuery(
    flowPath({
      storeInfo,
      skuId,
      packPath: formatPackPath(pkg.plan_group, pkg.pay_mode),
      bookingCom: channel,
    }),
    query,
  );

/**
 * A page of the flow again, from the segments its route received (kept as they came: the page
 * itself says when they name no car or package), at the search's store_info and query: a link
 * whose dates could not be used opens the same page at the dates in use.
 */
export const sameFlowPageHref = (route: FlowSegments, storeInfo: string, query: string) =>
  withQuery(flowPath({ ...route, storeInfo }), query);

/** The query keys of a plan information link opened from the flow: the car, and the page it came from. */
export const PLAN_INFO_SKU_PARAM = 'sku';
export const PLAN_INFO_FROM_PARAM = 'from_page';
export type PlanInfoOrigin = 'detail' | 'plan';

/**
 * The tier's plan information article, opened on this package: /plan_info/{key}&{package_code}.
 * From the booking flow it carries the car and the search, so the article states this car's
 * mileage as the comparison does and leads back to the page it was opened from.
 */
export const planInfoHref = (
  pkg: Pick<CarPackage, 'plan_group' | 'package_code_origin'>,
  flow?: { skuId: number; query: string; from: PlanInfoOrigin },
) =>
  withQuery(
    `/plan_info/${pkg.plan_group}&${pkg.package_code_origin}`,
    flow
      ? [flow.query, `${PLAN_INFO_SKU_PARAM}=${flow.skuId}`, `${PLAN_INFO_FROM_PARAM}=${flow.from}`]
          .filter(Boolean)
          .join('&')
      : '',
  );

type PackageKey = Pick<CarPackage, 'plan_group' | 'pay_mode'>;

/**
 * /meta, the landing of metasearch partners (docs/deep-links.md): the search as its query, and
 * which car and package the partner showed:
 *   sku      the car (its sku_id, 1 to 9 digits; `sku_id` is read too)
 *   package  '{plan_group}-{pay_mode}', the pack path of the plan page, e.g. full_protection-full_prepaid
 * features/meta reads them; the back office's link builder writes them.
 */
export const META_SKU_PARAMS = ['sku', 'sku_id'] as const;
export const META_PACKAGE_PARAM = 'package';

export const metaHref = (query: string, skuId?: number, pkg?: PackageKey) =>
  withQuery(
    '/meta',
    [
      query,
      skuId === undefined ? '' : `${META_SKU_PARAMS[0]}=${skuId}`,
      skuId === undefined || !pkg
        ? ''
        : `${META_PACKAGE_PARAM}=${formatPackPath(pkg.plan_group, pkg.pay_mode)}`,
    ]
      .filter(Boolean)
      .join('&'),
  );

/**
 * After booking (spec §2), by order number (digits only): the payment page of an order to pay
 * online, and the result page (a booking to pay at the counter, or a paid one). Without a number
 * both answer a short page that says where to find a booking.
 */
export const paymentHref = (tradeNo: string) => `/payment/${tradeNo}`;
export const paymentStatusHref = (tradeNo: string) => `/payment/status/${tradeNo}`;
/** The order's own page (features/orders), where every page after booking leads back to. */
export const orderDetailHref = (tradeNo: string) => `/order/${tradeNo}`;
/** The order's calendar file (.ics), next to its result page. */
export const orderCalendarHref = (tradeNo: string) => `/payment/status/${tradeNo}/calendar.ics`;
