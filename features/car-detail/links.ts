import { packPlanHref, planInfoHref, type PlanInfoOrigin } from '@/lib/site/booking-flow/routes';
import type { PackageOffer } from './types';

/** The car and the search a page of the flow shows: what its links carry on. */
export type FlowCar = { storeInfo: string; skuId: number; query: string };

/** The plan page of a package: /book/{store_info}/{sku_id}/{pack_path}?{the search}. */
export const offerPlanHref = (offer: PackageOffer, { storeInfo, skuId, query }: FlowCar) =>
  packPlanHref(storeInfo, skuId, { plan_group: offer.planGroup, pay_mode: offer.payMode }, query);

/** The tier's plan information article, opened on this package from a page of the flow. */
export const offerInfoHref = (
  offer: PackageOffer,
  flow: { skuId: number; query: string; from: PlanInfoOrigin },
) => planInfoHref({ plan_group: offer.planGroup, package_code_origin: offer.code }, flow);
