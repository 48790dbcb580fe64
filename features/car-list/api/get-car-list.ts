import 'server-only';
import { carListSchema, type CarListQuery } from '@/lib/api/contract/car';
import type { CommonParams } from '@/lib/api/contract/common-params';
import { ApiClientError } from '@/lib/api/errors';
import { serverApi } from '@/lib/api/server';
import { toCarListView } from '../to-site';
import type { CarListView } from '../types';

export type ListParams = Pick<CommonParams, 'region' | 'currency' | 'locale'>;

/** Why the API would not search: each has its own localized text, shown instead of the list. */
export type SearchRefusal =
  | { reason: 'age_not_allowed'; min: number; max: number }
  | { reason: 'drop_store_not_allowed' }
  | { reason: 'info_error' };

export type CarListResult = { ok: true; view: CarListView } | { ok: false; refusal: SearchRefusal };

function refusalOf(error: unknown): SearchRefusal | undefined {
  if (!(error instanceof ApiClientError)) return undefined;
  switch (error.reason) {
    case 'age_not_allowed': {
      const data = (error.data ?? {}) as { min?: unknown; max?: unknown };
      return typeof data.min === 'number' && typeof data.max === 'number'
        ? { reason: 'age_not_allowed', min: data.min, max: data.max }
        : { reason: 'info_error' };
    }
    case 'drop_store_not_allowed':
      return { reason: 'drop_store_not_allowed' };
    case 'params_error':
    case 'info_error':
      return { reason: 'info_error' };
    default:
      return undefined;
  }
}

/**
 * GET /car/get_car_list in the visitor's payment currency. The store's refusals (age, drop-off,
 * invalid search) come back as a result to show; anything else is thrown to the error page.
 */
export async function getCarList(query: CarListQuery, params: ListParams): Promise<CarListResult> {
  try {
    const data = await serverApi.get('/car/get_car_list', carListSchema, query, { params });
    return { ok: true, view: toCarListView(data) };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return { ok: false, refusal };
    throw error;
  }
}
