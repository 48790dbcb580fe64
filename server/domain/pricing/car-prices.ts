import type { PackageQuote, Price } from '@/lib/api/contract/car';
import type { StoreSku } from '../search/availability';
import type { StorePackage } from '../search/catalog';
import { localPrice } from './minor-pair';
import { quotePackage } from './package-quote';
import type { RentalPricing } from './rental-pricing';

/** A package of the store with its quote for one car and one rental. */
export type PricedPackage = { pkg: StorePackage; quote: PackageQuote };

/** Every package of the store quoted for this car and this rental, in display order. */
export function carPackageQuotes(sku: StoreSku['sku'], pricing: RentalPricing): PricedPackage[] {
  const { search, currencies } = pricing;
  return pricing.packages.map((pkg) => ({
    pkg,
    quote: quotePackage({
      days: search.days,
      dailyRate: sku.dailyRate,
      skuId: sku.id,
      calendar: pricing.calendar,
      payMode: pkg.payMode,
      chargeItems: pkg.chargeItems,
      driverAge: search.driverAge,
      store: search.pickupStore.fees,
      oneWayFee: pricing.oneWayFee,
      afterHours: search.afterHours,
      currencies,
    }),
  }));
}

/** The car's deposit, taken at the counter, in both currencies. */
export const carDeposit = (sku: StoreSku['sku'], pricing: RentalPricing): Price =>
  localPrice(sku.deposit, pricing.currencies);
