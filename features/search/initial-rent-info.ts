import type { GlobalConfig } from '@/lib/api/contract/common';
import {
  decodeRentInfoReport,
  type DatesReplaced,
  type DecodedRentInfo,
  type QueryInput,
} from '@/lib/rent-info/codec';
import { storeLookupFromConfig } from '@/lib/rent-info/store-lookup';

/**
 * The search form's starting value on a page (home, /book, the car list): the search of the URL,
 * each part falling back on its own as the codec decides. Server-safe: no hooks, no browser APIs.
 */
export function initialRentInfo(
  searchParams: QueryInput,
  config: Pick<GlobalConfig, 'storeInfo'>,
  options: { now?: Date; path?: { pickup?: string; dropOff?: string } } = {},
): DecodedRentInfo {
  return initialSearch(searchParams, config, options).rentInfo;
}

/** initialRentInfo, with why the link's dates were replaced when they were (the page says so). */
export function initialSearch(
  searchParams: QueryInput,
  config: Pick<GlobalConfig, 'storeInfo'>,
  options: { now?: Date; path?: { pickup?: string; dropOff?: string } } = {},
): { rentInfo: DecodedRentInfo; datesReplaced: DatesReplaced | null } {
  return decodeRentInfoReport(searchParams, {
    now: options.now ?? new Date(),
    lookupStore: storeLookupFromConfig(config.storeInfo),
    path: options.path,
  });
}
