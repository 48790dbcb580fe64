import 'server-only';
import { cache } from 'react';
import { carDetailSchema, type CarDetail } from '@/lib/api/contract/car';
import { ApiClientError } from '@/lib/api/errors';
import { serverApi } from '@/lib/api/server';
import {
  readBookingSearch,
  searchParamsQuery,
  type BookingSearch,
  type SearchParams,
} from '@/lib/booking-flow/booking-search';
import { readPaymentCurrency } from '@/lib/booking-flow/request-payment-currency';
import { isSkuSegment } from '@/lib/booking-flow/routes';
import { LANG_TO_LOCALE, regionOfLang, type Lang } from '@/lib/i18n/locales';
import { toCarListQuery } from '@/lib/rent-info/codec';

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
  const currency = await readPaymentCurrency(input.lang);
  // A canonical string, so generateMetadata and the page share one request (cache compares arguments).
  const query = searchParamsQuery(input.searchParams);
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

/** Whether the answer's prices are older than the API allows (expired_time, 30 minutes). */
export const isExpired = (detail: Pick<CarDetail, 'expired_time'>, now = Date.now()) =>
  Date.parse(detail.expired_time) <= now;
