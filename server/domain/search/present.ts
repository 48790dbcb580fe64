import type {
  Car,
  CarPackage,
  CarSummary,
  MileageLimit,
  PackageInfo,
  VehicleInfo,
} from '@/lib/api/contract/car';
import { isFeeLine } from '@/lib/bill/fee-lines';
import { carDeposit, carPackageQuotes } from '../pricing/car-prices';
import type { RentalPricing } from '../pricing/rental-pricing';
import type { SkuAvailability, StoreSku } from './availability';
import type { StorePackage } from './catalog';

/** A car of the detail: every package of the store priced for this search, with its lines. */
export function presentCar(available: SkuAvailability, pricing: RentalPricing): Car {
  const packages = packagesOfCar(available.sku, pricing);
  return {
    ...carFacts(available, packages, pricing),
    packObj: byPlanAndPayMode(packages),
    packArr: packages.map(({ plan_group, pay_mode, package_code_origin }) => ({
      plan_group,
      pay_mode,
      package_code_origin,
    })),
  };
}

/** A car of the list: the same prices, each package with its totals only. */
export function presentCarSummary(available: SkuAvailability, pricing: RentalPricing): CarSummary {
  const packages = packagesOfCar(available.sku, pricing);
  const prices = packages.map(
    ({ plan_group, pay_mode, package_code_origin, total_charge, daily_amount }) => ({
      plan_group,
      pay_mode,
      price: { package_code_origin, total_charge, daily_amount },
    }),
  );
  const packObj: CarSummary['packObj'] = {};
  for (const { plan_group, pay_mode, price } of prices) (packObj[plan_group] ??= {})[pay_mode] = price;
  const facts = carFacts(available, packages, pricing);
  const lowest = packages.find((pkg) => pkg.package_code_origin === facts.lowest_package.package_code_origin);
  const fees = lowest?.charge_detail.filter(isFeeLine) ?? [];
  return { ...facts, lowest_package: { ...facts.lowest_package, fees }, packObj };
}

/** What each of the store's packages is, in display order (the list sends it once). */
export function presentPackageInfo(packages: StorePackage[]): PackageInfo[] {
  return packages.map((pkg) => ({
    package_id: pkg.id,
    package_code_origin: pkg.code,
    plan_group: pkg.planGroup,
    pay_mode: pkg.payMode,
    insurance_type: pkg.insuranceType,
    name: pkg.name,
    services: pkg.services,
    cancellation_policy: pkg.cancellationPolicy,
  }));
}

/** The car's packages: what each is (as the store describes it) and its quote for this rental. */
function packagesOfCar(sku: StoreSku['sku'], pricing: RentalPricing): CarPackage[] {
  const mileage = mileageLimit(sku, pricing.search.pickupStore.info.currency);
  const unlimited = { ...mileage, ...UNLIMITED };
  return carPackageQuotes(sku, pricing).map(({ pkg, quote }) => ({
    package_id: pkg.id,
    package_code_origin: pkg.code,
    plan_group: pkg.planGroup,
    pay_mode: pkg.payMode,
    insurance_type: pkg.insuranceType,
    name: pkg.name,
    services: pkg.services,
    mileage_limit: pkg.services.includes('unlimited_mileage') ? unlimited : mileage,
    cancellation_policy: pkg.cancellationPolicy,
    ...quote,
  }));
}

function byPlanAndPayMode(packages: CarPackage[]): Car['packObj'] {
  const packObj: Car['packObj'] = {};
  for (const pkg of packages) (packObj[pkg.plan_group] ??= {})[pkg.pay_mode] = pkg;
  return packObj;
}

/** Everything about a car but its packages. */
function carFacts(
  { sku, model, freeUnits }: SkuAvailability,
  packages: CarPackage[],
  pricing: RentalPricing,
) {
  const lowest = packages.reduce<CarPackage | undefined>(
    (best, pkg) => (!best || pkg.total_charge.payment_amount < best.total_charge.payment_amount ? pkg : best),
    undefined,
  );
  if (!lowest) throw new Error(`store ${sku.storeCode} offers no package`);
  return {
    sku_id: sku.id,
    vehicle_info: vehicleInfoOf(sku, model),
    lowest_package: {
      package_code_origin: lowest.package_code_origin,
      plan_group: lowest.plan_group,
      pay_mode: lowest.pay_mode,
      daily_amount: lowest.daily_amount,
      total_charge: lowest.total_charge,
    },
    mileage_limit: mileageLimit(sku, pricing.currencies.local.code),
    deposit: carDeposit(sku, pricing),
    free_units: freeUnits,
  };
}

/** What a car is, as the list, the detail and an order show it. */
export function vehicleInfoOf(sku: StoreSku['sku'], model: StoreSku['model']): VehicleInfo {
  return {
    product_id: sku.id,
    product_code: model.code,
    make: model.make,
    model: model.model,
    category: model.category,
    doors: model.doors,
    seats: model.seats,
    luggage: model.luggage,
    displacement: model.displacement === null ? null : Number(model.displacement),
    gearbox: model.gearbox,
    fuel: model.fuel,
    drivetrain: model.drivetrain,
    features: model.features,
    image: `/cars/${model.image}`,
    guaranteed_model: sku.guaranteedModel,
  };
}

const UNLIMITED = { unlimited: true, quantity: null, overage_price: null } as const;

export function mileageLimit(sku: StoreSku['sku'], currency: string): MileageLimit {
  const unit = sku.mileageUnit === 'km' ? 'km' : 'mi';
  if (sku.mileageLimitPerDay === null) return { ...UNLIMITED, unit, currency };
  return {
    unlimited: false,
    quantity: sku.mileageLimitPerDay,
    unit,
    overage_price: sku.mileageOveragePrice === null ? null : Number(sku.mileageOveragePrice),
    currency,
  };
}
