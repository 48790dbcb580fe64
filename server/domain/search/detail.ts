import type { CarDetail, CarDetailSearch } from '@/lib/api/contract/car';
import type { Db } from '../../db/client';
import { freshmanRateAt } from '../booking/booking-settings';
import { signSearch } from '../booking/search-token';
import { ApiError } from '../errors';
import { loadRentalPricing } from '../pricing/rental-pricing';
import { signingSecret } from '../signing-secret';
import { loadFreeUnitCounts } from './availability';
import { presentCar } from './present';
import { reader } from './reference-cache';
import { resolveSearch, type ResolvedSearch } from './resolve';
import { bookingSettingsOf, searchContext, skusOf, type SearchOptions } from './search-context';

/** One car with all its packages, and what booking it needs; refused when not a free car of the store. */
export async function searchCarDetail(
  db: Db,
  query: CarDetailSearch,
  options: SearchOptions,
): Promise<CarDetail> {
  return (await readCarDetail(db, query, options)).detail;
}

/** The car detail with the search it was resolved from (its instants, for holding a car). */
export async function readCarDetail(
  db: Db,
  query: CarDetailSearch,
  options: SearchOptions,
): Promise<{ detail: CarDetail; search: ResolvedSearch }> {
  const now = options.now ?? new Date();
  const search = await resolveSearch(db, query, now);
  const storeCode = search.pickupStore.info.value;
  // The free units are read first: the catalogue version comes with them, and the SKUs, packages,
  // extras and price periods are those kept for it (read again only when an edit moved it), so the
  // page's detail and the booking price alike, with every edit made before the read.
  const counts = await loadFreeUnitCounts(db, storeCode, search.interval, query.sku_id);
  const { catalogVersion, free } = counts;
  const [storeSkus, pricing, booking, secret] = await Promise.all([
    reader(skusOf, catalogVersion)(db, storeCode),
    loadRentalPricing(db, search, options.currency, catalogVersion),
    bookingSettingsOf(db),
    signingSecret(db)(),
  ]);
  const found = storeSkus.find(({ sku }) => sku.id === query.sku_id);
  if (!found) throw new ApiError('invalid_sku', { sku_id: query.sku_id });
  const freeUnits = free.get(query.sku_id) ?? 0;
  if (freeUnits === 0) throw new ApiError('out_of_stock', { sku_id: query.sku_id });
  const context = searchContext(search, pricing, now);
  const claims = {
    ...searchClaimsOf(search, query.sku_id, context.payment_currency),
    exp: Date.parse(context.expired_time),
  };
  const detail: CarDetail = {
    car: presentCar({ ...found, freeUnits }, pricing),
    ...context,
    booking: {
      search_token: signSearch(claims, secret),
      payment_version: booking.paymentVersion,
      freshman_rate: freshmanRateAt(booking, now),
    },
  };
  return { detail, search };
}

/** What a search token covers, from a resolved search (canonical store codes and times). */
export const searchClaimsOf = (search: ResolvedSearch, skuId: number, currency: string) => ({
  pickup_location: search.rentInfo.pickup_location,
  drop_off_location: search.rentInfo.drop_off_location,
  pickup_date_time: search.rentInfo.pickup_date_time,
  drop_off_date_time: search.rentInfo.drop_off_date_time,
  driver_age: search.rentInfo.driver_age,
  sku_id: skuId,
  currency,
});
