import { ApiClientError } from '@/lib/site/api/errors';
import type { CarDetailRefusal } from './types';

/**
 * What an error of the car detail call means for the page: the car is gone (an unknown sku, none
 * free), or the store refuses the search. Anything else is not a refusal (undefined): the error page.
 */
export function carDetailRefusalOf(error: unknown): CarDetailRefusal | undefined {
  if (!(error instanceof ApiClientError)) return undefined;
  const reason = error.reason;
  if (reason === 'invalid_sku' || reason === 'out_of_stock') return { status: 'sold_out' };
  if (reason === 'age_not_allowed' || reason === 'drop_store_not_allowed')
    return { status: 'refused', reason };
  return undefined;
}
