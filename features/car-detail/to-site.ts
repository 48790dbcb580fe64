import type { Car, CarDetail, CarPackage } from '@/lib/api/contract/car';
import { atCounter, toFeeLine } from '@/lib/site/booking-flow/fees';
import { toMoney } from '@/lib/site/booking-flow/money';
import { toCarFacts } from '@/lib/site/car-facts';
import type { CarDetailView, DetailCar, PackageOffer, PackageTable, Trip } from './types';

/** A package as the pages show it: its prices as Money, what the counter takes worked out once. */
export const toPackageOffer = (pkg: CarPackage): PackageOffer => ({
  id: pkg.package_id,
  code: pkg.package_code_origin,
  planGroup: pkg.plan_group,
  payMode: pkg.pay_mode,
  services: pkg.services,
  mileageLimit: pkg.mileage_limit,
  cancellationPolicy: pkg.cancellation_policy,
  daily: toMoney(pkg.daily_amount),
  total: toMoney(pkg.total_charge),
  payNow: toMoney(pkg.online_charge),
  payAtCounter: atCounter(pkg),
  lines: pkg.charge_detail.map(toFeeLine),
});

/**
 * The car's packages: its tiers and ways of paying each once in packArr's order (the display
 * order), and the package packObj holds for each pair of them.
 */
export function toPackageTable(car: Pick<Car, 'packObj' | 'packArr'>): PackageTable {
  const tiers = [...new Set(car.packArr.map((key) => key.plan_group))];
  const payModes = [...new Set(car.packArr.map((key) => key.pay_mode))];
  const offers = tiers.flatMap((tier) =>
    payModes.flatMap((payMode) => {
      const pkg = car.packObj[tier]?.[payMode];
      return pkg ? [toPackageOffer(pkg)] : [];
    }),
  );
  return { tiers, payModes, offers };
}

export const toDetailCar = (car: Pick<Car, 'vehicle_info' | 'deposit'>): DetailCar => ({
  facts: toCarFacts(car.vehicle_info),
  deposit: toMoney(car.deposit),
});

/** The search the prices are for: the stores, their wall times, the rental days. */
function toTrip(
  detail: Pick<CarDetail, 'rent_info' | 'rent_days' | 'pickup_store' | 'drop_off_store'>,
): Trip {
  const info = detail.rent_info;
  return {
    pickup: {
      store: detail.pickup_store.label,
      wallTime: info.pickup_date_time,
      afterHours: info.pickup_after_hours,
    },
    dropOff: {
      store: detail.drop_off_store.label,
      wallTime: info.drop_off_date_time,
      afterHours: info.drop_off_after_hours,
    },
    rentDays: detail.rent_days,
  };
}

/** The detail answer reshaped for this feature's pages; transport names stop here. */
export function toCarDetailView(detail: CarDetail): CarDetailView {
  return {
    skuId: detail.car.sku_id,
    car: toDetailCar(detail.car),
    packages: toPackageTable(detail.car),
    trip: toTrip(detail),
    expiredTime: detail.expired_time,
    paymentCurrency: detail.payment_currency,
  };
}
