import type { Car, CarPackage, InsuranceType, PayMode } from '@/lib/api/contract/car';
import { isFeeLine } from '@/lib/bill/fee-lines';
import type { PackageOffer, PackageTable, PriceLine } from './types';

/**
 * The package of a plan group and pay method in the API's answer, with its index in packArr (the
 * display order): what the booking draft records and the booking's bill is computed from.
 */
export function findPackage(
  car: Pick<Car, 'packObj' | 'packArr'>,
  planGroup: InsuranceType,
  payMode: PayMode,
): { pkg: CarPackage; index: number } | null {
  const pkg = car.packObj[planGroup]?.[payMode];
  const index = car.packArr.findIndex((key) => key.plan_group === planGroup && key.pay_mode === payMode);
  return pkg && index >= 0 ? { pkg, index } : null;
}

/** The package of a tier and way of paying, when the car offers it. */
export const offerOf = (packages: PackageTable, planGroup: InsuranceType, payMode: PayMode) =>
  packages.offers.find((offer) => offer.planGroup === planGroup && offer.payMode === payMode);

/** The fees of some packages' prices, each code once (as the first package that has it charges it). */
export function feesOf(offers: readonly PackageOffer[]): PriceLine[] {
  const fees = offers.flatMap((offer) => offer.lines.filter(isFeeLine));
  return fees.filter((fee, index) => fees.findIndex((other) => other.code === fee.code) === index);
}
