import type { Car, CarPackage, InsuranceType, PayMode } from '@/lib/api/contract/car';

// Spec §3 'other services', in the order the comparison lists them: from the zod-free lists, so the
// detail page's JavaScript does not carry the contract's schemas.
export { PACKAGE_SERVICES } from '@/lib/car-lists';

/** The package of a plan group and pay method, with its index in packArr (the display order). */
export function findPackage(
  car: Pick<Car, 'packObj' | 'packArr'>,
  planGroup: InsuranceType,
  payMode: PayMode,
): { pkg: CarPackage; index: number } | null {
  const pkg = car.packObj[planGroup]?.[payMode];
  const index = car.packArr.findIndex((key) => key.plan_group === planGroup && key.pay_mode === payMode);
  return pkg && index >= 0 ? { pkg, index } : null;
}

/** The car's tiers in display order (packArr's order), each once. */
export function tiersOf(car: Pick<Car, 'packArr'>): InsuranceType[] {
  return [...new Set(car.packArr.map((key) => key.plan_group))];
}

/** The pay methods the car offers, in display order. */
export function payModesOf(car: Pick<Car, 'packArr'>): PayMode[] {
  return [...new Set(car.packArr.map((key) => key.pay_mode))];
}
