import 'server-only';
import type { FillInContext } from '@/features/booking/types';
import { CMS_FOOTER_LINKS } from '@/features/cms/routes';
import type { CarDetail, CarPackage } from '@/lib/api/contract/car';
import { carListHref, packPlanHref } from '@/lib/site/booking-flow/routes';
import { rentInfoQueryString, toCarListQuery } from '@/lib/rent-info/codec';
import { AGE_BANDS, type AgeBand } from '@/lib/rent-info/driver-age';
import { packageChoice, type Found } from '../../../_components/load';

/** The Car Rental Terms: the user agreement article the footer links to. */
const TERMS_HREF = CMS_FOOTER_LINKS.find((link) => link.messageKey === 'links.user_agreement')!.href;

/**
 * The car detail answer with only the chosen package: what the browser needs for the bill, and a
 * quarter of the weight of every package's lines.
 */
function narrowedDetail(detail: CarDetail, pkg: CarPackage): CarDetail {
  return {
    ...detail,
    car: {
      ...detail.car,
      packObj: { [pkg.plan_group]: { [pkg.pay_mode]: pkg } },
      packArr: [
        { plan_group: pkg.plan_group, pay_mode: pkg.pay_mode, package_code_origin: pkg.package_code_origin },
      ],
    },
  };
}

/** What the fill-in step is rendered with, built from the same answer as the rest of the page. */
export function fillInContext(result: Found, plan: { pkg: CarPackage; index: number }): FillInContext {
  const { detail, search } = result;
  const { pkg } = plan;
  const withAge = Object.fromEntries(
    AGE_BANDS.map((band) => [
      band,
      carListHref(
        search.storeInfo,
        rentInfoQueryString({ ...search.rentInfo, driver_age: band }, search.query),
      ),
    ]),
  ) as Record<AgeBand, string>;
  return {
    detail: narrowedDetail(detail, pkg),
    pkg,
    query: { ...toCarListQuery(search.rentInfo), sku_id: String(detail.car.sku_id) },
    choice: packageChoice(result, plan),
    links: {
      carList: carListHref(search.storeInfo, search.query),
      changePackage: packPlanHref(search.storeInfo, detail.car.sku_id, pkg, search.query),
      terms: TERMS_HREF,
      withAge,
    },
  };
}
