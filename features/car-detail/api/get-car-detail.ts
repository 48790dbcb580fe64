import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { carDetailSchema, type CarDetail } from '@/lib/api/contract/car';
import { ApiClientError } from '@/lib/api/errors';
import { serverApi } from '@/lib/api/server';
import { getServerGlobalConfig } from '@/lib/api/server-global-config';
import { DEFAULT_CURRENCY, LANG_TO_LOCALE, regionOfLang, type Lang } from '@/lib/i18n/locales';
import {
  decodeRentInfo,
  rentInfoQueryString,
  toCarListQuery,
  type DecodedRentInfo,
} from '@/lib/rent-info/codec';
import { formatStoreInfoSegment, parseStoreInfoSegment } from '@/lib/rent-info/store-info';
import { storeLookupFromConfig } from '@/lib/rent-info/store-lookup';
import { COOKIES } from '@/lib/store/cookies';
import { isSkuSegment } from '../routes';

export type SearchParams = Readonly<Record<string, string | string[] | undefined>>;

/** The search of a booking-flow URL: read from the path and query exactly as the car list reads it. */
export type BookingSearch = {
  rentInfo: DecodedRentInfo;
  /** the canonical /book/{store_info} segment of the search (LAX01, or BKK01-PAT534) */
  storeInfo: string;
  /** the search as a query string, utm keys kept: what every link of the flow carries */
  query: string;
};

export type CarDetailResult =
  | { status: 'ok'; search: BookingSearch; detail: CarDetail; skuId: number }
  /** spec §8: out of stock, an unknown sku, or an sku that is not digits: the car is sold out */
  | { status: 'sold_out'; search: BookingSearch }
  /** the store refuses the search itself (the driver's age, the return store) */
  | { status: 'refused'; search: BookingSearch; reason: 'age_not_allowed' | 'drop_store_not_allowed' };

/** GET /car/get_car_detail for a booking-flow URL, checked against the contract's schema. */
export async function getCarDetail(input: {
  lang: Lang;
  storeInfo: string;
  skuId: string;
  searchParams: SearchParams;
}): Promise<CarDetailResult> {
  const jar = await cookies();
  const cookieCurrency = jar.get(COOKIES.currency)?.value;
  const currency =
    cookieCurrency && /^[A-Z]{3}$/.test(cookieCurrency) ? cookieCurrency : DEFAULT_CURRENCY[input.lang];
  // A canonical string, so generateMetadata and the page share one request (cache compares arguments).
  const query = new URLSearchParams(flatten(input.searchParams)).toString();
  return fetchCarDetail(input.lang, currency, input.storeInfo, input.skuId, query);
}

const fetchCarDetail = cache(
  async (
    lang: Lang,
    currency: string,
    storeInfo: string,
    skuId: string,
    query: string,
  ): Promise<CarDetailResult> => {
    const search = await readBookingSearch(storeInfo, query);
    if (!isSkuSegment(skuId)) return { status: 'sold_out', search };
    try {
      const detail = await serverApi.get(
        '/car/get_car_detail',
        carDetailSchema,
        { ...toCarListQuery(search.rentInfo), sku_id: skuId },
        { params: { region: regionOfLang(lang), currency, locale: LANG_TO_LOCALE[lang] } },
      );
      return { status: 'ok', search, detail, skuId: Number(skuId) };
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      const reason = error.reason;
      if (reason === 'invalid_sku' || reason === 'out_of_stock') return { status: 'sold_out', search };
      if (reason === 'age_not_allowed' || reason === 'drop_store_not_allowed') {
        return { status: 'refused', search, reason };
      }
      throw error;
    }
  },
);

async function readBookingSearch(storeInfo: string, query: string): Promise<BookingSearch> {
  const config = await getServerGlobalConfig();
  const rentInfo = decodeRentInfo(query, {
    now: new Date(),
    lookupStore: storeLookupFromConfig(config.storeInfo),
    path: readStoreSegment(storeInfo),
  });
  return {
    rentInfo,
    storeInfo: formatStoreInfoSegment(rentInfo.pickup_location, rentInfo.drop_off_location),
    query: rentInfoQueryString(rentInfo, query),
  };
}

/** The stores of the path; a segment that does not even decode falls back like an unknown store. */
function readStoreSegment(segment: string) {
  try {
    return parseStoreInfoSegment(segment);
  } catch {
    return undefined;
  }
}

function flatten(params: SearchParams): [string, string][] {
  return Object.entries(params).flatMap(([key, value]) =>
    value === undefined
      ? []
      : Array.isArray(value)
        ? value.map((item): [string, string] => [key, item])
        : [[key, value]],
  );
}

/** Whether the answer's prices are older than the API allows (expired_time, 30 minutes). */
export const isExpired = (detail: Pick<CarDetail, 'expired_time'>, now = Date.now()) =>
  Date.parse(detail.expired_time) <= now;
