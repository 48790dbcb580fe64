import { ApiClientError } from '@/lib/site/api/errors';
import type { SearchRefusal } from './types';

const isNumber = (value: unknown): value is number => typeof value === 'number';

/** The ages an age refusal names (its data: { min, max }), when it names them. */
function ageRange(data: unknown): { min: number; max: number } | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { min, max } = data as { min?: unknown; max?: unknown };
  return isNumber(min) && isNumber(max) ? { min, max } : undefined;
}

/**
 * Why the API would not search, read from its error: each refusal has its own localized text, shown
 * instead of the list. Anything else is not a refusal (undefined): it goes to the error page.
 */
export function searchRefusalOf(error: unknown): SearchRefusal | undefined {
  if (!(error instanceof ApiClientError)) return undefined;
  switch (error.reason) {
    case 'age_not_allowed': {
      const range = ageRange(error.data);
      return range ? { reason: 'age_not_allowed', ...range } : { reason: 'info_error' };
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
