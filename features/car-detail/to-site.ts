import type { Car, CarDetail, CarPackage, SearchedRentInfo } from '@/lib/api/contract/car';
import type { StoreInfo } from '@/lib/api/contract/common';
import { atCounter, toFeeLine } from '@/lib/booking-flow/fees';
import { toMoney } from '@/lib/booking-flow/money';
import { toCarFacts } from '@/lib/car-facts';
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

/** The car's packages in packArr's order: its tiers and ways of paying each once, and every package. */
export function toPackageTable(car: Pick<Car, 'packObj' | 'packArr'>): PackageTable {
  const offers = car.packArr.flatMap((key) => {
    const pkg = car.packObj[key.plan_group]?.[key.pay_mode];
    return pkg ? [toPackageOffer(pkg)] : [];
  });
  return {
    tiers: [...new Set(car.packArr.map((key) => key.plan_group))],
    payModes: [...new Set(car.packArr.map((key) => key.pay_mode))],
    offers,
  };
}

export const toDetailCar = (car: Pick<Car, 'vehicle_info' | 'deposit'>): DetailCar => ({
  facts: toCarFacts(car.vehicle_info),
  deposit: toMoney(car.deposit),
});

function toTrip(
  info: SearchedRentInfo,
  rentDays: number,
  stores: Record<'pickup' | 'dropOff', StoreInfo>,
): Trip {
  return {
    pickup: {
      store: stores.pickup.label,
      wallTime: info.pickup_date_time,
      afterHours: info.pickup_after_hours,
    },
    dropOff: {
      store: stores.dropOff.label,
      wallTime: info.drop_off_date_time,
      afterHours: info.drop_off_after_hours,
    },
    rentDays,
  };
}

/** The detail answer reshaped for this feature's pages; transport names stop here. */
export function toCarDetailView(detail: CarDetail): CarDetailView {
  return {
    skuId: detail.car.sku_id,
    car: toDetailCar(detail.car),
    packages: toPackageTable(detail.car),
    trip: toTrip(detail.rent_info, detail.rent_days, {
      pickup: detail.pickup_store,
      dropOff: detail.drop_off_store,
    }),
    expiredTime: detail.expired_time,
    paymentCurrency: detail.payment_currency,
  };
}
