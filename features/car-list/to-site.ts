import type { CarList, CarSummary } from '@/lib/api/contract/car';
import { toMoney } from '@/lib/booking-flow/money';
import type { CarListView, CarOffer } from './types';

export function toCarOffer(car: CarSummary): CarOffer {
  const info = car.vehicle_info;
  return {
    skuId: car.sku_id,
    make: info.make,
    model: info.model,
    category: info.category,
    doors: info.doors,
    seats: info.seats,
    luggage: info.luggage,
    displacement: info.displacement,
    gearbox: info.gearbox,
    fuel: info.fuel,
    drivetrain: info.drivetrain,
    features: info.features,
    image: info.image,
    guaranteedModel: info.guaranteed_model,
    daily: toMoney(car.lowest_package.daily_amount),
    total: toMoney(car.lowest_package.total_charge),
    freeUnits: car.free_units,
  };
}

/** The list answer reshaped for the pages; transport names stop here. */
export function toCarListView(data: CarList): CarListView {
  return {
    offers: data.list.map(toCarOffer),
    rentDays: data.rent_days,
    expiredTime: data.expired_time,
    paymentCurrency: data.payment_currency,
    localCurrency: data.local_currency,
  };
}
