import 'server-only';
import { queryOptions } from '@tanstack/react-query';
import type { CarListQuery } from '@/lib/api/contract/car';
import type { Api } from '@/lib/site/api/transport';
import { searchRefusalOf } from '../refusals';
import { toCarListView } from '../to-site';
import type { CarListResult } from '../types';

/** A search of the list, priced in the visitor's payment currency (the Api brings region and locale). */
export type CarListRequest = { query: CarListQuery; currency: string };

/**
 * GET /car/get_car_list. The store's refusals (age, drop-off, invalid search) come back as a result
 * to show; anything else is thrown to the error page.
 */
export async function getCarList(api: Api, { query, currency }: CarListRequest): Promise<CarListResult> {
  try {
    const data = await api.get('/car/get_car_list', query, { params: { currency } });
    return { ok: true, view: toCarListView(data) };
  } catch (error) {
    const refusal = searchRefusalOf(error);
    if (refusal) return { ok: false, refusal };
    throw error;
  }
}

export const getCarListQueryOptions = (api: Api, request: CarListRequest) =>
  queryOptions({ queryKey: ['cars', 'list', request], queryFn: () => getCarList(api, request) });
