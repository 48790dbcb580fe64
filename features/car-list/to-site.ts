import type { Banner } from '@/lib/api/contract/banner';
import type { CarList, CarSummary, PackageInfo } from '@/lib/api/contract/car';
import type { AdData } from '@/lib/api/contract/common';
import { toFeeLine } from '@/lib/site/booking-flow/fees';
import { multipliesExactly, toMoney } from '@/lib/site/booking-flow/money';
import { toCarFacts } from '@/lib/site/car-facts';
import type { Lang } from '@/lib/i18n/locales';
import type { BannerView, CarListView, CarOffer, StoreNotice } from './types';

/** A car of the list: its facts and its lowest package's prices for the rental. */
export function toCarOffer(car: CarSummary, rentDays: number, packages: readonly PackageInfo[]): CarOffer {
  const lowest = car.lowest_package;
  const daily = toMoney(lowest.daily_amount);
  const total = toMoney(lowest.total_charge);
  const fromPackage = packages.find((pkg) => pkg.package_code_origin === lowest.package_code_origin);
  return {
    skuId: car.sku_id,
    ...toCarFacts(car.vehicle_info),
    daily,
    dailyExact: multipliesExactly(daily, rentDays, total),
    total,
    fromPackage: {
      planGroup: lowest.plan_group,
      payMode: lowest.pay_mode,
      cancellationPolicy: fromPackage?.cancellation_policy ?? null,
    },
    fees: lowest.fees.map(toFeeLine),
    freeUnits: car.free_units,
  };
}

/** The list answer reshaped for the pages; transport names stop here. */
export function toCarListView(data: CarList): CarListView {
  return {
    offers: data.list.map((car) => toCarOffer(car, data.rent_days, data.packages)),
    rentDays: data.rent_days,
    expiredTime: data.expired_time,
    paymentCurrency: data.payment_currency,
    localCurrency: data.local_currency,
  };
}

/** A store's notice in the page's language (the API answers every language at once). */
export function toStoreNotice(ad: AdData['ad_data'][number], lang: Lang): StoreNotice {
  return {
    id: ad.id,
    position: ad.position,
    title: ad.title[lang],
    text: ad.text[lang],
    link: ad.link,
    tone: ad.tone,
  };
}

/** A banner as the strip shows it: its picture is decoration, its title the text. */
export const toBanner = ({ id, title, link, image }: Banner): BannerView => ({ id, title, link, image });
