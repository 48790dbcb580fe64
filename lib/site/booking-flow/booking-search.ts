import 'server-only';
import { getServerGlobalConfig } from '../api/server-global-config';
import {
  decodeRentInfoReport,
  rentInfoQueryString,
  type DatesReplaced,
  type DecodedRentInfo,
} from '../../rent-info/codec';
import { formatStoreInfoSegment, parseStoreInfoSegment } from '../../rent-info/store-info';
import { storeLookupFromConfig } from '../../rent-info/store-lookup';
import { datesReplacedQuery } from './dates-replaced';
import { dropOffRefusedQuery } from './drop-off-refused';

/** Next's searchParams of a page. */
export type SearchParams = Readonly<Record<string, string | string[] | undefined>>;

/** The search of a booking-flow URL: every page of the flow reads it the same way. */
export type BookingSearch = {
  rentInfo: DecodedRentInfo;
  /** the canonical /book/{store_info} segment of the search (LAX01, or BKK01-PAT534) */
  storeInfo: string;
  /** the search as a query string, utm keys kept: what every link of the flow carries */
  query: string;
  /** why the dates the link asked for were replaced by the defaults; null when they were used */
  datesReplaced: DatesReplaced | null;
  /** the drop-off store the link asked for that the pick-up store does not allow, else null */
  dropOffRefused: string | null;
};

/**
 * The search of /book/{store_info}?{query}: the stores of the path win over the query, the rest
 * falls back field by field (lib/rent-info/codec.ts), against the stores of the global config.
 * Without a store_info segment (a /meta link) the stores come from the query too.
 */
export async function readBookingSearch(
  storeInfo: string | undefined,
  query: string,
): Promise<BookingSearch> {
  const config = await getServerGlobalConfig();
  const { rentInfo, datesReplaced, dropOffRefused } = decodeRentInfoReport(query, {
    now: new Date(),
    lookupStore: storeLookupFromConfig(config.storeInfo),
    path: storeInfo === undefined ? undefined : readStoreSegment(storeInfo),
  });
  return {
    rentInfo,
    storeInfo: formatStoreInfoSegment(rentInfo.pickup_location, rentInfo.drop_off_location),
    query: rentInfoQueryString(rentInfo, query),
    datesReplaced,
    dropOffRefused,
  };
}

/**
 * The query a page redirects to when the link's search was not used as it stood: the search in use
 * and what was replaced (dates_replaced, dropoff_refused), so the page can say so.
 */
export function replacedSearchQuery({ query, datesReplaced, dropOffRefused }: BookingSearch): string {
  const withDates = datesReplaced ? datesReplacedQuery(query, datesReplaced) : query;
  return dropOffRefused ? dropOffRefusedQuery(withDates, dropOffRefused) : withDates;
}

/**
 * A page's searchParams as one query string, every value kept in order: a canonical argument (React's
 * cache compares arguments) and what a redirect carries on.
 */
export function searchParamsQuery(params: SearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      query.append(key, item);
    }
  }
  return query.toString();
}

/** The stores of the path; a segment that does not even decode falls back like an unknown store. */
function readStoreSegment(segment: string) {
  try {
    return parseStoreInfoSegment(segment);
  } catch {
    return undefined;
  }
}
