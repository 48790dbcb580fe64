import type { GlobalConfig } from '@/lib/api/contract/common';
import { decodeRentInfo, type DecodedRentInfo, type QueryInput } from '@/lib/rent-info/codec';
import { queryReader } from '@/lib/rent-info/query-fields';
import { storeLookupFromConfig } from '@/lib/rent-info/store-lookup';

/** Every query key a search link may carry (README, 'Deep links'), readable names and the API's own. */
const SEARCH_KEYS = [
  'pickup',
  'dropoff',
  'from',
  'to',
  'age',
  'pickup_location',
  'drop_off_location',
  'pickup_date_time',
  'drop_off_date_time',
  'driver_age',
  'rent_info',
  'default_store',
] as const;

/**
 * The search form's starting value on a page (home, /book, the car list): the search of the URL,
 * each part falling back on its own as the codec decides. Server-safe: no hooks, no browser APIs.
 */
export function initialRentInfo(
  searchParams: QueryInput,
  config: Pick<GlobalConfig, 'storeInfo'>,
  options: { now?: Date; path?: { pickup?: string; dropOff?: string } } = {},
): DecodedRentInfo {
  return decodeRentInfo(searchParams, {
    now: options.now ?? new Date(),
    lookupStore: storeLookupFromConfig(config.storeInfo),
    path: options.path,
  });
}

/**
 * Whether the URL names a search at all. When it does not, the form may start from the traveller's
 * last search of this tab instead (SearchForm's `restoreLastSearch`).
 */
export function hasSearchQuery(searchParams: QueryInput): boolean {
  const get = queryReader(searchParams);
  return SEARCH_KEYS.some((key) => Boolean(get(key)?.trim()));
}
