import type { QuoteCurrencies } from '@/lib/pricing/price';
import type { Db } from '../../db/client';
import { loadBookingSettings } from '../booking/booking-settings';
import { loadStoreSkus } from './availability';
import { loadCurrencyRates, loadExtras, loadOneWayFee, loadPackages } from './catalog';
import { presentExtras, type PricingContext } from './present';
import { cachedReference, reader } from './reference-cache';
import type { ResolvedSearch } from './resolve';

/** Spec §9: a vehicle search is good for 30 minutes, then prices must be searched again. */
export const SEARCH_EXPIRY_MS = 30 * 60_000;
/** Amounts are shown in this currency when the requested one has no exchange rate. */
const FALLBACK_CURRENCY = 'USD';

// Reference data, reused for a short time (a booking reads it at the catalogue version it read with
// the free units); availability is read fresh on every search.
export const skusOf = cachedReference(loadStoreSkus);
const packagesOf = cachedReference(loadPackages);
const extrasOf = cachedReference(loadExtras);
const oneWayFeeOf = cachedReference(loadOneWayFee);
const ratesOf = cachedReference((db: Db, local: string, payment: string) =>
  loadCurrencyRates(db, [local, payment, FALLBACK_CURRENCY]),
);
export const bookingSettingsOf = cachedReference(loadBookingSettings);

export type SearchOptions = {
  currency: string;
  now?: Date;
  /**
   * Price with what a car costs in the database now (the SKU with its daily rate, the packages and
   * their charge items, the extras), not the reuse cache: a booking prices with these. They are
   * kept per catalogue version, which the booking reads with the free units, and read again when
   * it moved. Stores, exchange rates, one-way fees and settings are still reused (an operator's
   * edit reaches every instance within REFERENCE_TTL_MS).
   */
  fresh?: boolean;
};

export type SharedData = Awaited<ReturnType<typeof loadPricingContext>>;

/** Everything a search prices with besides the cars: packages, extras, fees and rates, at once. */
export async function loadPricingContext(
  db: Db,
  search: ResolvedSearch,
  requestedCurrency: string,
  catalogVersion?: number,
) {
  const storeCode = search.pickupStore.info.value;
  const localCode = search.pickupStore.info.currency;
  const dropOffCode = search.dropOffStore.info.value;
  const [packages, extras, currencies, oneWayFee] = await Promise.all([
    reader(packagesOf, catalogVersion)(db, storeCode),
    reader(extrasOf, catalogVersion)(db, storeCode),
    rentalCurrencies(db, localCode, requestedCurrency),
    dropOffCode === storeCode ? null : oneWayFeeOf(db, storeCode, dropOffCode),
  ]);
  const pricing: PricingContext = { search, packages, oneWayFee, currencies };
  return { pricing, extras: presentExtras(extras, search.days, currencies) };
}

/**
 * The store's currency and the traveller's (the requested one, or US dollars when it has no rate),
 * with their rates: what every amount of a rental is shown in.
 */
export async function rentalCurrencies(
  db: Db,
  localCode: string,
  requestedCurrency: string,
): Promise<QuoteCurrencies> {
  const rates = await ratesOf(db, localCode, requestedCurrency);
  const local = rates.get(localCode);
  const payment = rates.get(requestedCurrency) ?? rates.get(FALLBACK_CURRENCY);
  if (!local || !payment) throw new Error(`no exchange rate for ${localCode} or ${FALLBACK_CURRENCY}`);
  return { local, payment };
}

export const expiryOf = (now: Date) => new Date(now.getTime() + SEARCH_EXPIRY_MS).toISOString();

export function searchContext(search: ResolvedSearch, shared: SharedData, now: Date) {
  return {
    rent_info: search.rentInfo,
    rent_days: search.days,
    expired_time: expiryOf(now),
    payment_currency: shared.pricing.currencies.payment.code,
    payment_minor_units: shared.pricing.currencies.payment.minorUnits,
    local_currency: shared.pricing.currencies.local.code,
    local_minor_units: shared.pricing.currencies.local.minorUnits,
    pickup_store: search.pickupStore.info,
    drop_off_store: search.dropOffStore.info,
    extra_services: shared.extras,
  };
}
