import 'server-only';
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '@/lib/site/api/transport';
import { readBookingSearch } from '@/lib/site/booking-flow/booking-search';
import { isSkuSegment } from '@/lib/site/booking-flow/routes';
import { toCarListQuery } from '@/lib/rent-info/codec';
import { carDetailRefusalOf } from '../refusals';
import { toCarDetailView } from '../to-site';
import type { CarDetailResult } from '../types';

/**
 * A booking-flow URL's car: its /book/{store_info} and sku segments as they came, its query as one
 * canonical string (searchParamsQuery), priced in the visitor's payment currency (the Api brings
 * the region and the locale).
 */
export type CarDetailRequest = { storeInfo: string; skuId: string; query: string; currency: string };

/**
 * GET /car/get_car_detail for the URL's search. A car gone (spec §8) or a search the store refuses
 * comes back as a result to show; anything else is thrown to the error page.
 */
export async function getCarDetail(api: Api, request: CarDetailRequest): Promise<CarDetailResult> {
  const search = await readBookingSearch(request.storeInfo, request.query);
  if (!isSkuSegment(request.skuId)) return { status: 'sold_out', search };
  try {
    const query = { ...toCarListQuery(search.rentInfo), sku_id: request.skuId };
    const detail = await api.get('/car/get_car_detail', query, { params: { currency: request.currency } });
    return { status: 'ok', search, skuId: Number(request.skuId), view: toCarDetailView(detail), detail };
  } catch (error) {
    const refusal = carDetailRefusalOf(error);
    if (refusal) return { ...refusal, search };
    throw error;
  }
}

/** One read per request: a page and its metadata share it (and with it the search's reading). */
export const getCarDetailQueryOptions = (api: Api, request: CarDetailRequest) =>
  queryOptions({ queryKey: ['cars', 'detail', request], queryFn: () => getCarDetail(api, request) });
