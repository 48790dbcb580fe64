import type {
  Car,
  CarPackage,
  CarSummary,
  ExtraService,
  MileageLimit,
  PackageInfo,
  VehicleInfo,
} from '@/lib/api/contract/car';
import { priceExtra } from '@/lib/pricing/extras';
import { toMinor } from '@/lib/pricing/money';
import { inBoth, toPrice, type QuoteCurrencies } from '@/lib/pricing/price';
import { isFeeLine } from '@/lib/pricing/fee-lines';
import { quotePackage } from '@/lib/pricing/quote';
import type { SkuAvailability, StoreSku } from './availability';
import type { StoreExtra, StorePackage } from './catalog';
import type { ResolvedSearch } from './resolve';

/** What pricing every car of one search shares. */
export type PricingContext = {
  search: ResolvedSearch;
  packages: StorePackage[];
  oneWayFee: string | null;
  currencies: QuoteCurrencies;
};

/** A car of the detail: every package of the store priced for this search, with its lines. */
export function presentCar(available: SkuAvailability, context: PricingContext): Car {
  const packages = pricePackages(available.sku, context);
  return {
    ...carFacts(available, packages, context.currencies),
    packObj: byPlanAndPayMode(packages),
    packArr: packages.map(({ plan_group, pay_mode, package_code_origin }) => ({
      plan_group,
      pay_mode,
      package_code_origin,
    })),
  };
}

/** A car of the list: the same prices, each package with its totals only. */
export function presentCarSummary(available: SkuAvailability, context: PricingContext): CarSummary {
  const packages = pricePackages(available.sku, context);
  const prices = packages.map(
    ({ plan_group, pay_mode, package_code_origin, total_charge, daily_amount }) => ({
      plan_group,
      pay_mode,
      price: { package_code_origin, total_charge, daily_amount },
    }),
  );
  const packObj: CarSummary['packObj'] = {};
  for (const { plan_group, pay_mode, price } of prices) (packObj[plan_group] ??= {})[pay_mode] = price;
  const facts = carFacts(available, packages, context.currencies);
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

function pricePackages(sku: StoreSku['sku'], context: PricingContext): CarPackage[] {
  const { search, currencies } = context;
  const mileage = mileageLimit(sku, search.pickupStore.info.currency);
  const unlimited = { ...mileage, ...UNLIMITED };
  return context.packages.map((pkg) => ({
    package_id: pkg.id,
    package_code_origin: pkg.code,
    plan_group: pkg.planGroup,
    pay_mode: pkg.payMode,
    insurance_type: pkg.insuranceType,
    name: pkg.name,
    services: pkg.services,
    mileage_limit: pkg.services.includes('unlimited_mileage') ? unlimited : mileage,
    cancellation_policy: pkg.cancellationPolicy,
    ...quotePackage({
      days: search.days,
      dailyRate: sku.dailyRate,
      payMode: pkg.payMode,
      chargeItems: pkg.chargeItems,
      driverAge: search.driverAge,
      store: search.pickupStore.fees,
      oneWayFee: context.oneWayFee,
      afterHours: search.afterHours,
      currencies,
    }),
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
  currencies: QuoteCurrencies,
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
    mileage_limit: mileageLimit(sku, currencies.local.code),
    deposit: toPrice(inBoth(toMinor(sku.deposit, currencies.local.minorUnits), currencies), currencies),
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

/** The store's extras with their prices for this rental. */
export function presentExtras(
  extras: StoreExtra[],
  days: number,
  currencies: QuoteCurrencies,
): ExtraService[] {
  const once = (amount: string) =>
    toPrice(inBoth(toMinor(amount, currencies.local.minorUnits), currencies), currencies);
  return extras.map((extra) => ({
    id: extra.id,
    code: extra.code,
    kind: extra.kind,
    name: extra.name,
    description: extra.description,
    unit_name: extra.unit === 'day' ? 'Day' : 'Rental',
    unit_price: once(extra.unitPrice),
    is_capped: extra.isCapped,
    capped_price: extra.isCapped && extra.cappedPrice !== null ? once(extra.cappedPrice) : null,
    max_quantity: extra.maxQuantity,
    rental_price: priceExtra(extra, 1, days, currencies),
  }));
}
