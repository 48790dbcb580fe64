import { loadBookingSettings } from '../booking/booking-settings';
import type { RentalPricing } from '../pricing/rental-pricing';
import { loadStoreSkus } from './availability';
import { cachedReference } from './reference-cache';
import type { ResolvedSearch } from './resolve';

/** Spec §9: a vehicle search is good for 30 minutes, then prices must be searched again. */
export const SEARCH_EXPIRY_MS = 30 * 60_000;

// Reference data, reused for a short time (a booking reads it at the catalogue version it read with
// the free units); availability is read fresh on every search.
export const skusOf = cachedReference(loadStoreSkus);
export const bookingSettingsOf = cachedReference(loadBookingSettings);

export type SearchOptions = {
  currency: string;
  now?: Date;
  /**
   * Price with what a car costs in the database now (the SKU with its daily rate, the packages and
   * their charge items, the extras), not the reuse cache: a booking prices with these. They are
   * kept per catalogue version, which the booking reads with the free units, and read again when
   * it moved. Stores, exchange rates, one-way fees and settings are still reused (an operator's
   * edit reaches every instance within REFERENCE_TTL_MS). The car list and the car detail now price
   * at the catalogue version too (price periods: the next search sees an edit).
   */
  fresh?: boolean;
};

export const expiryOf = (now: Date) => new Date(now.getTime() + SEARCH_EXPIRY_MS).toISOString();

/** What the list and the detail answer about the search itself, besides its cars. */
export function searchContext(search: ResolvedSearch, pricing: RentalPricing, now: Date) {
  return {
    rent_info: search.rentInfo,
    rent_days: search.days,
    expired_time: expiryOf(now),
    payment_currency: pricing.currencies.payment.code,
    payment_minor_units: pricing.currencies.payment.minorUnits,
    local_currency: pricing.currencies.local.code,
    local_minor_units: pricing.currencies.local.minorUnits,
    pickup_store: search.pickupStore.info,
    drop_off_store: search.dropOffStore.info,
    extra_services: pricing.extras,
  };
}
