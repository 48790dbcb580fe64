/**
 * Pricing: the one owner of a rental's prices on the server. The car list, the car detail, the
 * booking and a booking change price through this folder, and nothing else in server/ does price
 * arithmetic. lib/bill/ is the bill the page (live) and the API (authoritative) both run, and
 * lib/money.ts is the integer arithmetic itself.
 *
 * What it owns, file by file:
 * - rental-pricing.ts: what a rental is priced with, read at once (packages with their charge
 *   items, extras, one-way fee, currencies);
 * - currencies.ts: the store's currency and the traveller's (the requested one, else US dollars),
 *   with their rates;
 * - package-quote.ts: a package's lines and totals: rent, charge items, young-driver, one-way and
 *   out-of-hours fees. A new fee goes there (its name in line-names.ts);
 * - extras.ts: what extras cost for the rental; car-prices.ts: a car's packages and deposit;
 * - minor-pair.ts: an amount in both currencies, converted once, and as the API shows it;
 * - coupon-amounts.ts: a coupon's amounts in the rental's two currencies;
 * - booking-bill.ts: the bill of a booking (or a changed one) from its car detail, via lib/bill;
 * - price-periods.ts: date-based rates, THE rule: each rental day at the amount in effect on its
 *   store-local date (a period replaces the base price; the newest wins), per-rental items at the
 *   pick-up date's. The periods are loaded with the catalogue (catalog.ts) and kept per version.
 */
import type { ExtraService } from '@/lib/api/contract/car';
import type { Db } from '../../db/client';
import {
  loadExtras,
  loadOneWayFee,
  loadPackages,
  loadPricePeriods,
  type StorePackage,
} from '../search/catalog';
import { cachedReference, reader } from '../search/reference-cache';
import type { ResolvedSearch } from '../search/resolve';
import { rentalCurrencies } from './currencies';
import { pricedExtras } from './extras';
import type { QuoteCurrencies } from './minor-pair';
import { rentalDates, type RentalCalendar } from './price-periods';

/** Everything the cars of one rental are priced with besides the cars themselves. */
export type RentalPricing = {
  search: ResolvedSearch;
  packages: StorePackage[];
  /** the fee for returning to another store, or null for a return to the pick-up store */
  oneWayFee: string | null;
  currencies: QuoteCurrencies;
  /** the store's extras priced for this rental */
  extras: ExtraService[];
  /** the rental days' store-local dates with the store's price periods */
  calendar?: RentalCalendar;
};

// Reference data, reused for a short time (REFERENCE_TTL_MS), or kept per catalogue version for a
// booking, which reads that version with the free units.
const packagesOf = cachedReference(loadPackages);
const extrasOf = cachedReference(loadExtras);
const oneWayFeeOf = cachedReference(loadOneWayFee);
const periodsOf = cachedReference(loadPricePeriods);

/**
 * What a rental is priced with, in one round of reads. With a catalogue version (a booking) the
 * packages and extras are those of that version; without one, the reused reference data.
 */
export async function loadRentalPricing(
  db: Db,
  search: ResolvedSearch,
  requestedCurrency: string,
  catalogVersion?: number,
): Promise<RentalPricing> {
  const storeCode = search.pickupStore.info.value;
  const dropOffCode = search.dropOffStore.info.value;
  const [packages, extras, periods, currencies, oneWayFee] = await Promise.all([
    reader(packagesOf, catalogVersion)(db, storeCode),
    reader(extrasOf, catalogVersion)(db, storeCode),
    reader(periodsOf, catalogVersion)(db, storeCode),
    rentalCurrencies(db, search.pickupStore.info.currency, requestedCurrency),
    dropOffCode === storeCode ? null : oneWayFeeOf(db, storeCode, dropOffCode),
  ]);
  // The pick-up's wall time is on the store's clock: its date is rental day 0's store-local date.
  const calendar = {
    dates: rentalDates(search.rentInfo.pickup_date_time.slice(0, 10), search.days),
    periods,
  };
  return {
    search,
    packages,
    oneWayFee,
    currencies,
    extras: pricedExtras(extras, search.days, currencies, calendar),
    calendar,
  };
}
